// The generated art as a player sees it: box and item covers are pictures without words, and every
// name, rarity and wear beside them is page text in the page's language (English, then Chinese).
import type { Page } from 'playwright-core';
import {
  FLOW_TIMEOUT_MS,
  newPlayerPage,
  screenshot,
  startWebTestEnv,
  type Lang,
  type WebTestEnv,
  untilPageSays,
} from './support/player-web';

const TEXT = {
  en: {
    boxes: ['Redline', 'Doppler', "Pandora's Box", 'Blade'],
    karambit: '★ Karambit | Doppler',
    rarity: 'Extraordinary',
    wear: 'Factory New',
    notPainted: 'Not Painted',
    hidden: 'Hidden',
    fieldTested: 'Field-Tested',
  },
  zh: {
    boxes: ['红线', '多普勒', '潘多拉魔盒', '刀锋'],
    karambit: '★ 爪子刀 | 多普勒',
    rarity: '非凡',
    wear: '崭新出厂',
    notPainted: '无涂装',
    hidden: '隐秘',
    fieldTested: '久经沙场',
  },
} as const;

/** Every image on the page has loaded as a picture, and none of their SVG sources holds text. */
async function expectImagesWithoutText(page: Page, selector: string, atLeast: number): Promise<void> {
  const images = page.locator(selector);
  await images.nth(atLeast - 1).waitFor();
  // Lazy images load once scrolled near; made eager, every one is fetched now.
  await page.evaluate(`document.querySelectorAll('img[loading=lazy]').forEach((img) => { img.loading = 'eager'; })`);
  await untilPageSays(
    page,
    `[...document.querySelectorAll(${JSON.stringify(selector)})].every((img) => img.complete && img.naturalWidth > 0)`,
  );
  const sources = await images.evaluateAll((nodes) => nodes.map((node) => (node as unknown as { src: string }).src));
  expect(sources.length).toBeGreaterThanOrEqual(atLeast);
  for (const source of new Set(sources)) {
    expect(source).toMatch(/\.svg$/);
    const svg = await (await page.request.get(source)).text();
    expect({ source, text: /<text|<tspan|<title|aria-label/.test(svg) }).toEqual({ source, text: false });
  }
}

describe('the generated art (browser e2e)', () => {
  let env: WebTestEnv;
  beforeAll(async () => {
    env = await startWebTestEnv();
  }, FLOW_TIMEOUT_MS);
  afterAll(() => env?.close());

  it.each<Lang>(['en', 'zh'])(
    'shows the home page boxes as pictures without words, each named in page text (%s)',
    async (lang) => {
      const text = TEXT[lang];
      const other = TEXT[lang === 'en' ? 'zh' : 'en'];
      const { context, page } = await newPlayerPage(env, lang);
      try {
        await page.goto('/');
        const cards = page.getByTestId('box-card');
        await cards.first().waitFor();
        const names = await page.locator('.box-card__name').allInnerTexts();
        expect(names).toEqual(expect.arrayContaining([...text.boxes]));
        for (const name of other.boxes) expect(names).not.toContain(name);
        await expectImagesWithoutText(page, 'img.box-card__cover', 14);
        await screenshot(page, `art-home-${lang}`);
      } finally {
        await context.close();
      }
    },
    FLOW_TIMEOUT_MS,
  );

  it.each<Lang>(['en', 'zh'])(
    "shows a box's items with names, rarity and wear as page text beside wordless pictures (%s)",
    async (lang) => {
      const text = TEXT[lang];
      const other = TEXT[lang === 'en' ? 'zh' : 'en'];
      const { context, page } = await newPlayerPage(env, lang);
      try {
        await page.goto('/active/doppler');
        const pool = page.locator('.item-pool');
        const karambit = pool.locator('.item-card').filter({ hasText: text.karambit }).first();
        await karambit.waitFor();
        expect(await karambit.locator('.item-card__rarity').innerText()).toBe(text.rarity);
        expect(await karambit.locator('.item-card__wear').innerText()).toBe(text.wear);
        const wears = await pool.locator('.item-card__wear').allInnerTexts();
        expect(wears).toEqual(expect.arrayContaining([text.notPainted, text.fieldTested]));
        expect(await pool.locator('.item-card__rarity').allInnerTexts()).toContain(text.hidden);
        expect(await pool.getByText(other.karambit).count()).toBe(0);
        await expectImagesWithoutText(page, 'img.item-card__cover, .box-opener__cover img', 13);
        await screenshot(page, `art-box-${lang}`);
      } finally {
        await context.close();
      }
    },
    FLOW_TIMEOUT_MS,
  );
});
