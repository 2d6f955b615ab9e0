import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { capturePromotion, reportFirstRecharge, storedPromotion, wasFirstRecharge } from './promotion';

describe('conversion report of a first recharge (spec section 4)', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    localStorage.clear();
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('keeps a landing URL with a promotion id, and only such a URL', () => {
    capturePromotion('https://lootledger.example/');
    expect(storedPromotion()).toBeNull();
    capturePromotion('https://lootledger.example/?bd_vid=abc123');
    expect(storedPromotion()).toBe('https://lootledger.example/?bd_vid=abc123');
  });

  it('reports once, then clears the stored id', async () => {
    capturePromotion('https://lootledger.example/?bd_vid=abc123');
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ code: 200, message: 'OK', data: null })));
    expect(await reportFirstRecharge()).toBe(true);
    const [url, init] = fetchMock.mock.calls[0];
    expect(String(url)).toMatch(/^\/api\/ocpc\/uploadConvertData\?lang=/);
    expect(JSON.parse(init!.body as string)).toEqual({
      conversionTypes: [{ logidUrl: 'https://lootledger.example/?bd_vid=abc123', newType: 10 }],
    });
    expect(storedPromotion()).toBeNull();
    expect(await reportFirstRecharge()).toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('keeps the id when the report fails, to try after the next recharge', async () => {
    capturePromotion('https://lootledger.example/?promotion_id=p1');
    fetchMock.mockResolvedValueOnce(
      new Response(
        JSON.stringify({ code: 500, message: 'Internal server error', error: 'INTERNAL_ERROR', data: null }),
        {
          status: 500,
        },
      ),
    );
    expect(await reportFirstRecharge()).toBe(false);
    expect(storedPromotion()).not.toBeNull();
  });

  it('knows an order found already paid was the first recharge when it is all the player recharged', () => {
    const paid = { status: 'paid' as const, price: '100.00' };
    expect(wasFirstRecharge({ total_recharge: '100.00' }, paid)).toBe(true);
    expect(wasFirstRecharge({ total_recharge: '150.00' }, paid)).toBe(false);
    expect(wasFirstRecharge({ total_recharge: '100.00' }, { ...paid, status: 'pending' })).toBe(false);
  });
});
