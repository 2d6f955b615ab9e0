// Architecture tests: the lint rules that keep bounded contexts out of each other's internals, keep
// test builders out of production code, and refuse import cycles (dependency-cruiser).
import { ESLint } from 'eslint';
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

const root = path.resolve(__dirname, '..', '..', '..', '..', '..');

async function lintAs(file: string, code: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: root });
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.map((message) => message.ruleId ?? message.message);
}

describe('context boundaries', () => {
  it('refuses a deep import into another context', async () => {
    const rules = await lintAs(
      'apps/api/src/games/boxes/open-box/open-box.handler.ts',
      "import { X } from '../../../ledger/domain/player-account';\nexport const y = X;\n",
    );
    expect(rules).toContain('no-restricted-imports');
  });

  it("allows another context's public index and the shared contracts", async () => {
    const rules = await lintAs(
      'apps/api/src/games/boxes/open-box/open-box.handler.ts',
      "import { X } from '../../../ledger';\nimport { parseAmount } from '@lootledger/contracts';\nexport const y = [X, parseAmount];\n",
    );
    expect(rules).not.toContain('no-restricted-imports');
  });

  it("allows a context's own deep imports", async () => {
    const rules = await lintAs(
      'apps/api/src/ledger/get-change-records/get-change-records.handler.ts',
      "import { X } from '../domain/player-account';\nexport const y = X;\n",
    );
    expect(rules).not.toContain('no-restricted-imports');
  });
});

describe('test builders', () => {
  it("let a spec import another context's testing entry", async () => {
    const rules = await lintAs(
      'apps/api/src/delivery/extract-items/extract-items.e2e.spec.ts',
      "import { aFundedPlayer } from '../../games/testing';\nexport const y = aFundedPlayer;\n",
    );
    expect(rules).not.toContain('no-restricted-imports');
  });

  it('refuse a testing entry in production code, even the context its own', async () => {
    for (const [file, code] of [
      ['apps/api/src/delivery/extract-items/extract-items.handler.ts', "import { a } from '../../games/testing';"],
      ['apps/api/src/games/boxes/open-box/open-box.handler.ts', "import { a } from '../../testing';"],
      ['apps/api/src/platform/http/admin-list.ts', "import { a } from '../testing/test-app';"],
    ]) {
      expect(await lintAs(file, `${code}\nexport const y = a;\n`)).toContain('no-restricted-imports');
    }
  });

  it("keep a spec out of another context's internals all the same", async () => {
    const rules = await lintAs(
      'apps/api/src/delivery/extract-items/extract-items.e2e.spec.ts',
      "import { X } from '../../games/boxes/domain/open-box.decider';\nexport const y = X;\n",
    );
    expect(rules).toContain('no-restricted-imports');
  });
});

describe('import cycles', () => {
  const depcruise = path.join(root, 'node_modules', '.bin', 'depcruise');
  const config = path.join(root, '.dependency-cruiser.cjs');

  function cruise(files: Record<string, string>): { ok: boolean; output: string } {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'll-cycles-'));
    try {
      // The project's config reads a tsconfig.json beside the cruised files.
      fs.writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: { strict: true } }));
      for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
      const output = execFileSync(depcruise, ['--config', config, '--output-type', 'err', '.'], {
        cwd: dir,
        encoding: 'utf8',
        stdio: 'pipe',
      });
      return { ok: true, output };
    } catch (error) {
      const failed = error as { stdout?: string; stderr?: string };
      return { ok: false, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
    }
  }

  it('fail the lint when two modules import each other, even through a third', () => {
    const result = cruise({
      'a.ts': "import { b } from './b';\nexport const a = () => b;\n",
      'b.ts': "import { c } from './c';\nexport const b = () => c;\n",
      'c.ts': "import { a } from './a';\nexport const c = () => a;\n",
    });
    expect(result.ok).toBe(false);
    expect(result.output).toContain('no-circular');
  });

  it('pass a graph without cycles', () => {
    const result = cruise({
      'a.ts': "import { b } from './b';\nexport const a = () => b;\n",
      'b.ts': 'export const b = 1;\n',
    });
    expect(result).toMatchObject({ ok: true });
  });
});
