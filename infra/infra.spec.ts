// The deployment files stay true to the code: every variable the compose file sets is one the API
// reads, every service waited on has a healthcheck, nginx balances exactly the API processes,
// Prometheus scrapes every process, and the Dockerfile installs every workspace.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { parse } from 'yaml';
import { DEV_GATEWAY_SECRET, DEV_SIGNING_SECRET, DEV_STAFF_TOTP_KEY } from '../apps/api/src/platform/config/app-config';

const ROOT = path.resolve(__dirname, '..');

interface Service {
  image?: string;
  build?: unknown;
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
}

const compose = parse(fs.readFileSync(path.join(ROOT, 'infra', 'docker-compose.yml'), 'utf8'), { merge: true }) as {
  services: Record<string, Service>;
};
const services = compose.services;
const appServices = Object.entries(services).filter(([, service]) => service.image === 'lootledger:latest');

/** Every NAME the API reads as env.NAME (or process.env.NAME) anywhere in its sources. */
function variablesTheApiReads(): Set<string> {
  const names = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts')) {
        for (const match of fs.readFileSync(file, 'utf8').matchAll(/env\.([A-Z][A-Z0-9_]*)/g)) names.add(match[1]);
      }
    }
  };
  walk(path.join(ROOT, 'apps', 'api', 'src'));
  return names;
}

describe('infra/docker-compose.yml', () => {
  it('runs two API processes and a worker from the one image, with a load balancer', () => {
    const roles = appServices.map(([name, service]) => [name, service.environment?.ROLE]);
    expect(roles).toEqual([
      ['api-1', 'api'],
      ['api-2', 'api'],
      ['worker', 'worker'],
    ]);
    expect(Object.keys(services)).toEqual(expect.arrayContaining(['postgres', 'eventstoredb', 'kafka', 'lb']));
  });

  it('sets only variables the API reads', () => {
    const known = variablesTheApiReads();
    for (const [, service] of appServices) {
      const unknown = Object.keys(service.environment ?? {}).filter((name) => !known.has(name));
      expect(unknown).toEqual([]);
    }
  });

  it('has every app process listen on all interfaces of its container (HOST defaults to 127.0.0.1)', () => {
    expect(appServices.length).toBeGreaterThan(0);
    for (const [name, service] of appServices) {
      expect({ name, host: service.environment?.HOST }).toEqual({ name, host: '0.0.0.0' });
    }
    expect(fs.readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8')).toMatch(/^ENV .*\bHOST=0\.0\.0\.0\b/m);
  });

  it('gives production the secrets it requires, never their development values, and env.example lists them', () => {
    const developmentValues: Record<string, string> = {
      APP_SIGNING_SECRET: DEV_SIGNING_SECRET,
      STAFF_TOTP_KEY: DEV_STAFF_TOTP_KEY,
      SANDBOX_GATEWAY_SECRET: DEV_GATEWAY_SECRET,
    };
    const envExample = fs.readFileSync(path.join(ROOT, 'infra', 'env.example'), 'utf8');
    for (const [name, service] of appServices) {
      expect(service.environment?.NODE_ENV).toBe('production');
      for (const [variable, developmentValue] of Object.entries(developmentValues)) {
        const value = service.environment?.[variable] ?? '';
        // `${NAME:-fallback}`: what runs when infra/.env does not set it.
        const fallback = /^\$\{\w+:-(.*)\}$/.exec(value)?.[1] ?? value;
        expect({ name, variable, fallbackIsReal: fallback !== '' && fallback !== developmentValue }).toEqual({
          name,
          variable,
          fallbackIsReal: true,
        });
        expect(envExample).toMatch(new RegExp(`^${variable}=.+`, 'm'));
      }
    }
  });

  it('waits only on services with a healthcheck, and every app process has one (the image)', () => {
    for (const [name, service] of Object.entries(services)) {
      for (const [dependency, { condition }] of Object.entries(service.depends_on ?? {})) {
        expect(condition).toBe('service_healthy');
        const target = services[dependency];
        expect(target).toBeDefined();
        if (target.image !== 'lootledger:latest')
          expect({ name, dependency, healthcheck: target.healthcheck }).toEqual(
            expect.objectContaining({ healthcheck: expect.objectContaining({ test: expect.any(Array) }) }),
          );
      }
    }
    expect(fs.readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8')).toMatch(/HEALTHCHECK[\s\S]*\/health\/ready/);
  });

  it('balances exactly the API processes and keeps /metrics from the public', () => {
    const conf = fs.readFileSync(path.join(ROOT, 'infra', 'nginx', 'lootledger.conf'), 'utf8');
    const upstream = [...conf.matchAll(/^\s*server ([\w-]+):3000/gm)].map((match) => match[1]);
    expect(upstream).toEqual(
      appServices.filter(([, service]) => service.environment?.ROLE === 'api').map(([name]) => name),
    );
    expect(conf).toMatch(/location = \/metrics \{\s*return 404;/);
    expect(conf).toMatch(/location \/ws \{[^}]*Upgrade \$http_upgrade/);
  });

  it('has Prometheus scrape every app process', () => {
    const prometheus = parse(fs.readFileSync(path.join(ROOT, 'infra', 'prometheus', 'prometheus.yml'), 'utf8')) as {
      scrape_configs: { static_configs: { targets: string[] }[] }[];
    };
    const targets = prometheus.scrape_configs.flatMap((job) => job.static_configs.flatMap((config) => config.targets));
    expect(targets.sort()).toEqual(appServices.map(([name]) => `${name}:3000`).sort());
  });
});

describe('Dockerfile', () => {
  it('copies the manifest of every workspace before installing', () => {
    const dockerfile = fs.readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8');
    const workspaces = (
      JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { workspaces: string[] }
    ).workspaces;
    const install = dockerfile.indexOf('RUN npm ci');
    for (const workspace of workspaces) {
      const copy = dockerfile.indexOf(`COPY ${workspace}/package.json ${workspace}/`);
      expect({ workspace, copiedBeforeInstall: copy >= 0 && copy < install }).toEqual({
        workspace,
        copiedBeforeInstall: true,
      });
    }
  });
});
