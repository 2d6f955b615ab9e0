// The upgrade game against a stubbed network (the API's answers as the contract words them): the
// target step comes before the stake step, the Upgrade button waits for a target, and staking an
// item after the slider read 75% makes the slider, dial and quote all read the stake's 17.03%.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UpgradeItemResponse } from '@lootledger/contracts';
import i18n, { addResources } from '@/lib/i18n';
import { clearSession, saveSession } from '@/lib/session';
import { resources } from '@/locales/resources';
import { UpgradeGame } from './upgrade-game';

addResources(resources);

const TARGET: UpgradeItemResponse = {
  id: 'target-1',
  name: 'AK-47 | Redline',
  cover: '/covers/ak.svg',
  bean: '100.00',
  lv: 3,
  dura_alias: '久经沙场',
  dura_alias_en: 'Field-Tested',
};
/** Worth 17.93: at RTP 95% it buys floor(17.93 × 95 ÷ 100 × 100) = 1703 basis points. */
const STAKE = {
  id: '5d1f7c52-3f5e-4a55-9a7e-2d1c0b7f1a01',
  item_id: 'glock',
  name: 'Glock-18 | Water Elemental',
  hash_name: 'Glock-18 | Water Elemental',
  cover: '/covers/glock.svg',
  bean: '17.93',
  lv: 2,
  dura: 2,
  dura_alias: '略有磨损',
  dura_alias_en: 'Minimal Wear',
  status: 0,
  status_alias: 'In backpack',
  bill_id: null,
  back_message: null,
  created_at: '2026-11-29T10:00:00.000Z',
  updated_at: '2026-11-29T10:00:00.000Z',
};

const page = (data: unknown[]) => ({ data, total: data.length, per_page: 15, current_page: 1 });
const ok = (data: unknown) => ({ code: 200, message: 'OK', data });
const quotes: URLSearchParams[] = [];

/** The quote as the server computes it for a 100.00 target at RTP 95%. */
function quoteOf(query: URLSearchParams) {
  const staked = query.get('storage_ids') !== null;
  const rate = query.get('rate') === null ? 1703 : Number(query.get('rate'));
  const price = query.get('rate') === null ? 1793 : Math.ceil((rate * 10000) / 9500);
  const stake = staked ? 1793 : 0;
  const amount = (hundredths: number) => (hundredths / 100).toFixed(2);
  return {
    item_id: TARGET.id,
    rate,
    price: amount(price),
    stake_value: amount(stake),
    coins: amount(price - stake),
    rtp: '95.00',
  };
}

function stubNetwork() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      const body =
        url.pathname === '/api/upgrade/items'
          ? ok(page([TARGET]))
          : url.pathname === '/api/storage'
            ? ok(page([STAKE]))
            : url.pathname === '/api/upgrade/quote'
              ? (quotes.push(url.searchParams), ok(quoteOf(url.searchParams)))
              : ok(page([]));
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
}

function Harness() {
  const [target, setTarget] = useState<UpgradeItemResponse | null>(null);
  return <UpgradeGame target={target} onTargetChange={setTarget} />;
}

function renderGame() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <Harness />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const go = () => screen.getByTestId('upgrade-go') as HTMLButtonElement;
const slider = () => screen.getByTestId('upgrade-rate-slider') as HTMLInputElement;

describe('the upgrade game', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    quotes.length = 0;
    stubNetwork();
    saveSession({ token: 'access', refresh_token: 'refresh', expires_in: 3600 });
  });
  afterEach(() => {
    cleanup();
    clearSession();
  });

  it('asks for the target first: the target step precedes the stake step, which waits for it', async () => {
    renderGame();
    const targetStep = screen.getByTestId('upgrade-target-step');
    const stakeStep = screen.getByTestId('upgrade-stake-step');
    expect(targetStep.compareDocumentPosition(stakeStep) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(stakeStep.textContent).toContain('Choose a target first.');
    expect(screen.queryByTestId('upgrade-stake-item')).toBeNull();
    await screen.findByTestId('upgrade-target');
    expect(go().disabled).toBe(true);
  });

  it('enables Upgrade once a target is chosen, and a stake sets the one chance everywhere', async () => {
    renderGame();
    fireEvent.click(await screen.findByTestId('upgrade-target'));
    await vi.waitFor(() => expect(go().disabled).toBe(false));
    // The slider at 75% (no stake yet): slider, dial and the quote all say 75.00%.
    fireEvent.change(slider(), { target: { value: '7500' } });
    await vi.waitFor(() => expect(screen.getByTestId('upgrade-quote-rate').textContent).toBe('75.00%'));
    expect(screen.getByTestId('upgrade-rate').textContent).toBe('75.00%');

    // Staking the 17.93 item: the chance is what it buys, 17.03%, on the slider as on the dial.
    fireEvent.click(await screen.findByTestId('upgrade-stake-item'));
    await vi.waitFor(() => expect(screen.getByTestId('upgrade-quote-rate').textContent).toBe('17.03%'));
    expect(slider().value).toBe('1703');
    expect(slider().min).toBe('1703');
    expect(screen.getByTestId('upgrade-rate-slider-value').textContent).toBe('17.03%');
    expect(screen.getByTestId('upgrade-rate').textContent).toBe('17.03%');
    // It asked the server for the stake alone (no rate): the rate the draw will use.
    const last = quotes[quotes.length - 1];
    expect(last.get('rate')).toBeNull();
    expect(last.get('storage_ids')).toBe(STAKE.id);
  });
});
