// Architecture test: the lint rule that keeps bounded contexts out of each other's internals.
import { ESLint } from 'eslint';
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
      'apps/api/src/games/open-box/open-box.handler.ts',
      "import { X } from '../../ledger/domain/player-account';\nexport const y = X;\n",
    );
    expect(rules).toContain('no-restricted-imports');
  });

  it("allows another context's public index and the shared contracts", async () => {
    const rules = await lintAs(
      'apps/api/src/games/open-box/open-box.handler.ts',
      "import { X } from '../../ledger';\nimport { parseAmount } from '@lootledger/contracts';\nexport const y = [X, parseAmount];\n",
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
