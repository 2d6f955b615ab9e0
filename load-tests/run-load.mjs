#!/usr/bin/env node
// `npm run load -- <scenario> [k6 options]`: runs a k6 scenario of load-tests/scenarios against
// BASE_URL (default http://127.0.0.1:3000; loopback only, the scenario refuses anything else), or
// says how to install k6 when it is missing. The target must allow many sign-ups from one address:
// start it with SMS_PER_IP_PER_HOUR and REGISTRATIONS_PER_ADDRESS_PER_DAY raised (see load-tests/README.md).
import { spawn, spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const scenarios = fs
  .readdirSync(path.join(here, 'scenarios'))
  .filter((file) => file.endsWith('.ts'))
  .map((file) => file.slice(0, -3));
const [scenario, ...k6Args] = process.argv.slice(2);

if (!scenario || !scenarios.includes(scenario)) {
  console.error(`usage: npm run load -- <${scenarios.join('|')}> [k6 run options]`);
  process.exit(2);
}

const version = spawnSync('k6', ['version'], { encoding: 'utf8' });
if (version.error) {
  console.error(`k6 is not installed (the scenarios need k6 v0.57 or later, for TypeScript). Install it:
  Debian/Ubuntu: sudo gpg -k && sudo gpg --no-default-keyring --keyring /usr/share/keyrings/k6-archive-keyring.gpg \\
                   --keyserver hkp://keyserver.ubuntu.com:80 --recv-keys C5AD17C747E3415A3642D57D77C6C491D6AC1D69
                 echo "deb [signed-by=/usr/share/keyrings/k6-archive-keyring.gpg] https://dl.k6.io/deb stable main" | sudo tee /etc/apt/sources.list.d/k6.list
                 sudo apt-get update && sudo apt-get install k6
  macOS:         brew install k6
  any system:    a release binary from https://github.com/grafana/k6/releases, on your PATH
Then run this again. The flows themselves are proven without k6 by load-tests/journey.e2e.spec.ts (npm test).`);
  process.exit(2);
}

const baseUrl = process.env.BASE_URL ?? 'http://127.0.0.1:3000';
try {
  const ready = await fetch(`${baseUrl}/health/ready`);
  if (!ready.ok) throw new Error(`status ${ready.status}`);
} catch (error) {
  console.error(`the target ${baseUrl} is not ready (${error.message ?? error}). Start it, e.g.:
  SMS_PER_IP_PER_HOUR=1000000 REGISTRATIONS_PER_ADDRESS_PER_DAY=1000000 npm start`);
  process.exit(2);
}

fs.mkdirSync(path.join(here, 'results'), { recursive: true });
const k6 = spawn(
  'k6',
  [
    'run',
    '--env',
    `SCENARIO=${scenario}`,
    '--env',
    `BASE_URL=${baseUrl}`,
    ...k6Args,
    path.join('load-tests', 'scenarios', `${scenario}.ts`),
  ],
  { stdio: 'inherit', cwd: path.resolve(here, '..') },
);
k6.on('exit', (code) => process.exit(code ?? 1));
