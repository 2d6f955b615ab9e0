// @vitest-environment node
// Architecture test: the lint rule that keeps the player web's layers apart (shared -> features ->
// the registry of features and the app): a feature never imports another feature, the registry nor
// the app; shared code imports none of them.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = decodeURIComponent(new URL('../../../', import.meta.url).pathname);
const RULE = 'player-web/layers';

async function lintAs(file: string, code: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: root });
  const [result] = await eslint.lintText(code, { filePath: `${root}apps/player-web/src/${file}` });
  return result.messages.map((message) => message.ruleId ?? message.message);
}

const uses = (...specifiers: string[]) =>
  specifiers.map((specifier, index) => `import * as m${index} from '${specifier}';`).join('\n') +
  `\nexport const all = [${specifiers.map((_, index) => `m${index}`).join(', ')}];\n`;

describe('player web layers', () => {
  it("refuses a feature importing another feature's files, by alias or by a relative path", async () => {
    expect(
      await lintAs('features/boxes/components/open-result-dialog.tsx', uses('@/features/backpack/api/recycle-items')),
    ).toEqual([RULE]);
    expect(await lintAs('features/fairness/components/verify-draws.tsx', uses('../../boxes/api/get-box'))).toEqual([
      RULE,
    ]);
    expect(await lintAs('features/recharge/recharge.ts', uses('../user/api/set-name'))).toEqual([RULE]);
  });

  it('refuses a lazy import of another feature and a feature importing the app', async () => {
    const lazy = "export const page = () => import('@/features/help/components/help-centre');\n";
    expect(await lintAs('features/boxes/components/box-list.tsx', lazy)).toEqual([RULE]);
    expect(await lintAs('features/boxes/components/box-list.tsx', uses('@/app/router'))).toEqual([RULE]);
  });

  it('refuses a feature importing the registry of features, which lists them', async () => {
    expect(await lintAs('features/roll/feature.ts', uses('@/features/registry'))).toEqual([RULE]);
    expect(await lintAs('features/arena/routes/arena.tsx', uses('../../registry'))).toEqual([RULE]);
    expect(await lintAs('lib/i18n.ts', uses('@/features/registry'))).toEqual([RULE]);
  });

  it('lets the registry list the features, and the app read it', async () => {
    expect(
      await lintAs(
        'features/registry.ts',
        uses('./arena/feature', '@/features/upgrade/feature', '@/lib/feature-registration'),
      ),
    ).toEqual([]);
    expect(await lintAs('app/layout/menu.ts', uses('@/features/registry'))).toEqual([]);
  });

  it("allows a feature its own files and the shared layer's", async () => {
    const rules = await lintAs(
      'features/boxes/components/box-opener.tsx',
      uses(
        '../api/open-box',
        './reel',
        '@/features/boxes/reel',
        '@/api/get-me',
        '@/components/ui/dialog',
        '@/config/constants',
        '@/hooks/use-countdown',
        '@/lib/api-client',
        '@lootledger/contracts',
      ),
    );
    expect(rules).toEqual([]);
  });

  it('refuses shared code importing a feature or the app', async () => {
    expect(await lintAs('lib/session.ts', uses('@/features/auth/invite-code'))).toEqual([RULE]);
    expect(await lintAs('api/get-me.ts', uses('../features/user/crop'))).toEqual([RULE]);
    expect(await lintAs('components/ui/dialog.tsx', uses('@/app/provider'))).toEqual([RULE]);
    expect(await lintAs('hooks/use-countdown.ts', uses('@/lib/toast', '../config/constants'))).toEqual([]);
  });

  it('lets the app compose features', async () => {
    expect(
      await lintAs(
        'app/routes/box-detail.tsx',
        uses('@/features/boxes/api/get-box', '@/features/backpack/api/recycle-items'),
      ),
    ).toEqual([]);
  });
});
