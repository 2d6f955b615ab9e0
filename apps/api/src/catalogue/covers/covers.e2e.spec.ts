// The generated cover images over HTTP: every cover the box API names is served, unsigned, as SVG,
// cached long, revalidated by ETag; unknown covers are 404.
import { ApiClient } from '../../platform/testing/api-client';
import { startTestApp, suiteOf, type TestApp } from '../../platform/testing/test-app';
import { BOX_HERO_DEGREES, BOX_HERO_FRAME, itemSilhouettePath } from './cover-image';
import { COVER_CACHE_CONTROL } from './covers.controller';

let testApp: TestApp, api: ApiClient;
beforeAll(async () => ({ app: testApp, client: api } = suiteOf(await startTestApp({ seedDemo: true }))));
afterAll(() => testApp.close());

describe('GET /covers/items/{id}.svg and /covers/boxes/{id}.svg (e2e)', () => {
  it('serves every cover named by GET /api/boxes and GET /api/box/{id} as an SVG, without signing', async () => {
    const boxes = (await api.get<{ id: string; cover: string }[]>('/api/boxes')).body.data;
    const box = (await api.get<{ cover: string; items: { cover: string; name: string }[] }>('/api/box/doppler')).body
      .data;
    const covers = [...boxes.map((entry) => entry.cover), ...box.items.map((item) => item.cover)];
    expect(covers.length).toBeGreaterThan(12);
    for (const cover of covers) {
      const response = await fetch(testApp.baseUrl + cover);
      expect({ cover, status: response.status }).toEqual({ cover, status: 200 });
      expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(response.headers.get('cache-control')).toBe(COVER_CACHE_CONTROL);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect((await response.text()).startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    }
  });

  it('draws the item in its rarity colour, without any text', async () => {
    const svg = await (await fetch(`${testApp.baseUrl}/covers/items/ak-47-redline-ft.svg`)).text();
    expect(svg).toContain('#d32ce6');
    expect(svg).not.toMatch(/<text|<tspan|<title|Redline|红线/);
  });

  it("draws a box from its pool: its best item's silhouette over the case, no text", async () => {
    const svg = await (await fetch(`${testApp.baseUrl}/covers/boxes/doppler.svg`)).text();
    const karambit = itemSilhouettePath({ id: 'k', weapon: 'Karambit', lv: 7, dura: 1 }, BOX_HERO_FRAME, {
      degrees: BOX_HERO_DEGREES,
    });
    expect(svg).toContain(karambit);
    expect(svg).not.toMatch(/<text|<tspan|<title|Doppler|多普勒/);
    const other = await (await fetch(`${testApp.baseUrl}/covers/boxes/redline.svg`)).text();
    expect(other).not.toContain(karambit);
  });

  it('answers 304 to a request that already holds the current version', async () => {
    const url = `${testApp.baseUrl}/covers/boxes/redline.svg`;
    const first = await fetch(url);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);
    const again = await fetch(url, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
  });

  it.each([
    '/covers/items/no-such-item.svg',
    '/covers/boxes/no-such-box.svg',
    '/covers/items/ak-47-redline-ft.png',
    '/covers/boxes/redline',
  ])('%s is 404', async (path) => {
    expect((await fetch(testApp.baseUrl + path)).status).toBe(404);
  });
});
