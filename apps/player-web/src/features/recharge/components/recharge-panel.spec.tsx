// The top-up panel against a stubbed network (the API's answers as the contract words them): the
// pay ways offered are the server's, a desktop card order opens the card page from a button, a QR
// order shows its code, and a pay way the server refuses shows the server's message.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n, { addResources } from '@/lib/i18n';
import { clearSession, saveSession } from '@/lib/session';
import { resources } from '@/locales/resources';
import { RechargePanel } from './recharge-panel';

addResources(resources);

const ME = {
  id: 'p1',
  name: 'Tester',
  avatar: '',
  mobile: '13800138000',
  area_code: '86',
  invite_code: 'ABC',
  steam_id: null,
  steam_url: null,
  bean: '0.00',
  vip_level: 0,
  total_recharge: '0.00',
  is_recharge: 0,
  inviter: null,
  lang: 'en',
};

type Answer = { status?: number; body: unknown };
let answers: Record<string, Answer>;
const posted: { path: string; body: unknown }[] = [];
const asked: string[] = [];

const ok = (data: unknown): Answer => ({ body: { code: 200, message: 'OK', data } });

function stubNetwork() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (init?.method === 'POST') posted.push({ path, body: JSON.parse(String(init.body)) });
      else asked.push(path);
      const answer = answers[`${init?.method ?? 'GET'} ${path}`] ?? {
        status: 404,
        body: { code: 404, message: 'Not found', error: 'NOT_FOUND', data: null },
      };
      return new Response(JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
}

function renderPanel() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <RechargePanel />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const radioNames = () =>
  screen
    .getAllByRole('radio', { hidden: true })
    .filter((radio) => radio.getAttribute('name') === 'pay_way')
    .map((radio) => radio.closest('label')?.textContent);

describe('top-up panel: pay ways and how to pay', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    posted.length = 0;
    asked.length = 0;
    answers = {
      'GET /api/me': ok(ME),
      'GET /api/beans': ok([{ id: 'pkg-100', bean: '100.00', price: '100.00' }]),
      'GET /api/beans/first': ok([]),
      'GET /api/recharge/pay_ways': ok([
        { pay_way: 9, name: 'card' },
        { pay_way: 7, name: 'alipay' },
      ]),
    };
    stubNetwork();
    saveSession({ token: 'access', refresh_token: 'refresh', expires_in: 3600 });
  });
  afterEach(() => {
    cleanup();
    clearSession();
    vi.unstubAllGlobals();
  });

  it('offers only the pay ways the server lists, the first chosen', async () => {
    renderPanel();
    await screen.findByText('Card');
    expect(radioNames()).toEqual(['Card', 'Alipay']);
    expect(screen.queryByText('WeChat Pay')).toBeNull();
    expect((screen.getByRole('radio', { name: 'Card' }) as HTMLInputElement).checked).toBe(true);
  });

  it('says so when the server offers none, and the top-up button stays off', async () => {
    answers['GET /api/recharge/pay_ways'] = ok([]);
    renderPanel();
    await screen.findByText('No payment method is available right now.');
    expect((screen.getByRole('button', { name: /Top up/ }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('pays a card order from a button that opens the card page (no QR code)', async () => {
    answers['POST /api/recharge'] = ok({
      order_id: 'o-1',
      list: { qr_url: 'https://pay.example/cs_1', h5: 'https://pay.example/cs_1' },
    });
    answers['GET /api/recharge/o-1'] = ok({
      order_id: 'o-1',
      status: 'pending',
      bean: '100.00',
      price: '100.00',
      pay_way: 9,
      list: null,
    });
    renderPanel();
    const topUp = await screen.findByRole('button', { name: /Top up/ });
    await vi.waitFor(() => expect((topUp as HTMLButtonElement).disabled).toBe(false));
    await act(async () => fireEvent.click(topUp));
    const link = await screen.findByTestId('pay-by-card');
    expect(link.getAttribute('href')).toBe('https://pay.example/cs_1');
    expect(screen.queryByTestId('payment-qr')).toBeNull();
    expect(posted).toContainEqual({ path: '/api/recharge', body: { id: 'pkg-100', pay_way: 9 } });
  });

  it('draws the QR code of an Alipay order from the text it was given', async () => {
    answers['POST /api/recharge'] = ok({
      order_id: 'o-2',
      list: { qr_url: 'https://qr.alipay.com/bax0843', h5: 'https://h5.example/o-2' },
    });
    answers['GET /api/recharge/o-2'] = ok({
      order_id: 'o-2',
      status: 'pending',
      bean: '100.00',
      price: '100.00',
      pay_way: 7,
      list: null,
    });
    renderPanel();
    fireEvent.click(await screen.findByRole('radio', { name: 'Alipay' }));
    const topUp = screen.getByRole('button', { name: /Top up/ });
    await vi.waitFor(() => expect((topUp as HTMLButtonElement).disabled).toBe(false));
    await act(async () => fireEvent.click(topUp));
    const qr = await screen.findByTestId('payment-qr', {}, { timeout: 5_000 });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,/);
    expect(screen.getByRole('link', { name: 'Cannot scan? Open the payment page' }).getAttribute('href')).toBe(
      'https://h5.example/o-2',
    );
    expect(posted).toContainEqual({ path: '/api/recharge', body: { id: 'pkg-100', pay_way: 7 } });
  });

  it("shows the server's message when it refuses the pay way (422 PAY_WAY_UNAVAILABLE), and asks for the offered ones again", async () => {
    const message = 'This payment method is not available right now';
    answers['POST /api/recharge'] = {
      status: 422,
      body: { code: 422, message, error: 'PAY_WAY_UNAVAILABLE', data: null },
    };
    renderPanel();
    const topUp = await screen.findByRole('button', { name: /Top up/ });
    await vi.waitFor(() => expect((topUp as HTMLButtonElement).disabled).toBe(false));
    await act(async () => fireEvent.click(topUp));
    expect((await screen.findByTestId('recharge-refusal')).textContent).toBe(message);
    await vi.waitFor(() => expect(asked.filter((path) => path === '/api/recharge/pay_ways')).toHaveLength(2));
  });
});
