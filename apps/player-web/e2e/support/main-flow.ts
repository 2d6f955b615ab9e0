// The main flow both language suites run, step by step as a person would, with a screenshot of
// each main screen (artifacts/screenshots/<screen>-<lang>.png).
import { parseAmount } from '@lootledger/contracts';
import {
  newPlayerPage,
  readBalance,
  registerThroughDialog,
  screenshot,
  TEXT,
  topUpThroughSandbox,
  waitForBalance,
  type Lang,
  type WebTestEnv,
} from './player-web';

export interface MainFlowResult {
  balanceAfterTopUp: bigint;
  balanceAfterRecycle: bigint;
  boxPrice: string;
  itemValue: string;
  landedName: string;
  dialogItemName: string;
}

export async function runMainFlow(env: WebTestEnv, lang: Lang): Promise<MainFlowResult> {
  const text = TEXT[lang];
  const { context, page } = await newPlayerPage(env, lang);
  try {
    await page.goto('/');
    await page.getByTestId('box-card').first().waitFor();
    await screenshot(page, `home-${lang}`);

    // Signed out, the box page asks for a login before opening.
    await page.getByTestId('box-card').first().click();
    await page.getByRole('button', { name: text.openButton }).click();
    await page.getByText(text.loginFirst).waitFor();
    await page
      .getByRole('dialog', { name: text.login })
      .getByRole('button', { name: lang === 'zh' ? '关闭' : 'Close' })
      .click();
    await page.goto('/');

    await registerThroughDialog(page, env, lang, `register-dialog-${lang}`);

    await topUpThroughSandbox(page, lang, `recharge-qr-${lang}`);
    await screenshot(page, `recharge-${lang}`);
    const balanceAfterTopUp = await readBalance(page);

    // Open the first box of the home page.
    await page.getByRole('link', { name: lang === 'zh' ? 'Lootledger 首页' : 'Lootledger home' }).click();
    await page.getByTestId('box-card').first().click();
    const openButton = page.getByRole('button', { name: text.openButton });
    await openButton.waitFor();
    const boxPrice = (await page.locator('.box-detail__price').innerText()).trim();
    await screenshot(page, `box-detail-${lang}`);
    await openButton.click();
    await page.getByTestId('reel').first().waitFor();
    // The reel spins, then lands on the drawn item and the result dialog opens.
    await page.locator('[data-testid="reel"][data-state="landed"]').waitFor({ timeout: 20_000 });
    const landedText = await page.getByTestId('reel-landed').innerText();
    const result = page.getByRole('dialog', { name: text.resultTitle });
    await result.waitFor();
    await screenshot(page, `box-opened-${lang}`);
    const dialogItemName = (await result.locator('.item-card__name').first().innerText()).trim();
    const itemValue = (await result.locator('.item-card__value').first().innerText()).replace(/[^\d.]/g, '');
    const afterOpen = parseAmount(boxPrice.replace(/[^\d.]/g, ''))!;
    await waitForBalance(page, (value) => value === balanceAfterTopUp - afterOpen);

    await result.getByRole('button', { name: text.recycleAll }).click();
    await page.getByText(text.recycled).first().waitFor();
    await result.waitFor({ state: 'hidden' });
    const expected = balanceAfterTopUp - afterOpen + parseAmount(itemValue)!;
    const balanceAfterRecycle = await waitForBalance(page, (value) => value === expected);

    // The change records show the recycle, the opening and the recharge.
    await page.goto('/user/detail');
    const table = page.getByTestId('change-records');
    await table.getByRole('cell', { name: text.recycleType, exact: true }).first().waitFor();
    await table.getByRole('cell', { name: text.openType, exact: true }).first().waitFor();
    await table.getByRole('cell', { name: text.rechargeType, exact: true }).first().waitFor();
    await screenshot(page, `detail-${lang}`);

    // The other screens of the personal centre.
    for (const [menu, name] of [
      [text.backpackMenu, 'packsack'],
      [text.billsMenu, 'bill'],
      [text.recordsMenu, 'recharge-sheet'],
      [text.settingsMenu, 'user-info'],
    ] as const) {
      await page
        .getByRole('navigation', { name: lang === 'zh' ? '个人中心' : 'Personal centre' })
        .getByRole('link', { name: menu })
        .click();
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      await screenshot(page, `${name}-${lang}`);
    }

    return {
      balanceAfterTopUp,
      balanceAfterRecycle,
      boxPrice: boxPrice.replace(/[^\d.]/g, ''),
      itemValue,
      landedName: landedText.replace(text.landedOn, '').trim(),
      dialogItemName,
    };
  } finally {
    await context.close();
  }
}
