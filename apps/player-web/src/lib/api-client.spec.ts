import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { meetsChallenge, signRequest } from '@lootledger/contracts';
import { api, buildPath, setUnauthorizedHandler } from './api-client';
import i18n from './i18n';
import { clearSession, getToken, saveSession } from './session';
import * as toastModule from './toast';

const SECRET = 'lootledger-dev-signing-secret-change-me';

function reply(status: number, body: unknown): Response {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

describe('api client', () => {
  const fetchMock = vi.fn<typeof fetch>();
  let errors: string[];

  beforeEach(async () => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    clearSession();
    await i18n.changeLanguage('en');
    errors = [];
    vi.spyOn(toastModule.toast, 'error').mockImplementation((message) => void errors.push(message));
    vi.spyOn(toastModule.toast, 'success').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    setUnauthorizedHandler(() => undefined);
  });

  it('signs the path with its query (lang last), adds the bearer token and unwraps the envelope', async () => {
    saveSession({ token: 'access-1', refresh_token: 'refresh-1', expires_in: 900 });
    fetchMock.mockResolvedValueOnce(reply(200, { code: 200, message: 'OK', data: { bean: '1.00' } }));
    const data = await api.post<{ bean: string }>('/api/cash', { data: ['a'] }, { params: { page: 2 } });
    expect(data).toEqual({ bean: '1.00' });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/cash?page=2&lang=en');
    const headers = init!.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer access-1');
    expect(headers['X-Nonce']).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(headers['X-Sign']).toBe(
      signRequest(SECRET, {
        method: 'POST',
        path: '/api/cash?page=2&lang=en',
        timestamp: headers['X-Timestamp'],
        nonce: headers['X-Nonce'],
        body: init!.body as string,
      }),
    );
  });

  it('sends lang=zh after a switch to Chinese', async () => {
    await i18n.changeLanguage('zh');
    expect(buildPath('/api/storage', { status: 0, page: 1 })).toBe('/api/storage?status=0&page=1&lang=zh');
  });

  it('shows the server message of a failure as an error toast and throws its key', async () => {
    fetchMock.mockResolvedValueOnce(
      reply(422, { code: 422, message: 'Insufficient balance', error: 'INSUFFICIENT_BALANCE', data: null }),
    );
    await expect(api.post('/api/box/open', { id: 'x', num: 1 })).rejects.toMatchObject({
      status: 422,
      key: 'INSUFFICIENT_BALANCE',
    });
    expect(errors).toEqual(['Insufficient balance']);
  });

  it('says the refused fields of a VALIDATION_FAILED in their own words, not "invalid fields"', async () => {
    const actions: unknown[] = [];
    vi.mocked(toastModule.toast.error).mockImplementation((message, action) => {
      errors.push(message);
      actions.push(action);
    });
    fetchMock.mockResolvedValueOnce(
      reply(400, {
        code: 400,
        error: 'VALIDATION_FAILED',
        message: 'The request has invalid fields',
        data: {
          errors: [
            { field: 'mobile', message: 'mobile must be a valid number' },
            { field: 'card', message: 'card should not be empty' },
          ],
        },
      }),
    );
    const failure = api.post('/api/card-recharge', { card: '' });
    await expect(failure).rejects.toMatchObject({
      key: 'VALIDATION_FAILED',
      message: 'mobile must be a valid number; card should not be empty',
    });
    expect(errors).toEqual(['mobile must be a valid number; card should not be empty']);
    expect(actions).toEqual([undefined]);
  });

  it('offers a top-up link with an INSUFFICIENT_BALANCE refusal, wherever it comes from', async () => {
    const actions: unknown[] = [];
    vi.mocked(toastModule.toast.error).mockImplementation((message, action) => {
      errors.push(message);
      actions.push(action);
    });
    fetchMock.mockResolvedValueOnce(
      reply(422, { code: 422, error: 'INSUFFICIENT_BALANCE', message: 'Insufficient balance', data: null }),
    );
    await expect(api.post('/api/arena/join', { id: '1' })).rejects.toMatchObject({ key: 'INSUFFICIENT_BALANCE' });
    expect(errors).toEqual(['Insufficient balance']);
    expect(actions).toEqual([{ label: 'Top up', href: '/recharge' }]);
  });

  it('does not toast a 500 of a url containing /red (spec section 8), but its other refusals and other urls’ 500s', async () => {
    const failure = (code: number, error: string, message: string) => reply(code, { code, message, error, data: null });
    fetchMock.mockResolvedValueOnce(failure(500, 'INTERNAL_ERROR', 'Server error'));
    await expect(api.post('/api/red_packets/claim', { code: 'x' })).rejects.toMatchObject({ status: 500 });
    expect(errors).toEqual([]);
    fetchMock.mockResolvedValueOnce(failure(409, 'RED_PACKET_EMPTY', 'All red packets have been claimed'));
    await expect(api.post('/api/red_packets/claim', { id: 'x' })).rejects.toMatchObject({ key: 'RED_PACKET_EMPTY' });
    fetchMock.mockResolvedValueOnce(failure(500, 'INTERNAL_ERROR', 'Server error'));
    await expect(api.get('/api/me')).rejects.toMatchObject({ status: 500 });
    expect(errors).toEqual(['All red packets have been claimed', 'Server error']);
  });

  it('tolerates a 403 silently and leaves quiet errors to the caller', async () => {
    fetchMock.mockResolvedValueOnce(reply(403, { code: 403, message: 'Forbidden', error: 'FORBIDDEN', data: null }));
    await expect(api.get('/api/me')).rejects.toMatchObject({ status: 403 });
    fetchMock.mockResolvedValueOnce(
      reply(422, { code: 422, message: 'Already switched', error: 'LANGUAGE_UNCHANGED', data: null }),
    );
    await expect(api.post('/api/setLanguage', {}, { quiet: ['LANGUAGE_UNCHANGED'] })).rejects.toBeTruthy();
    expect(errors).toEqual([]);
    fetchMock.mockResolvedValueOnce(
      reply(403, { code: 403, message: 'Your account is frozen', error: 'ACCOUNT_FROZEN', data: null }),
    );
    await expect(api.post('/api/box/open', {})).rejects.toMatchObject({ status: 403 });
    expect(errors).toEqual(['Your account is frozen']);
  });

  it('refreshes an expired access token once and retries the call', async () => {
    saveSession({ token: 'old', refresh_token: 'refresh-1', expires_in: 900 });
    fetchMock
      .mockResolvedValueOnce(reply(401, { code: 401, message: 'Login Fail', error: 'TOKEN_INVALID', data: null }))
      .mockResolvedValueOnce(
        reply(200, { code: 200, message: 'OK', data: { token: 'new', refresh_token: 'refresh-2', expires_in: 900 } }),
      )
      .mockResolvedValueOnce(reply(200, { code: 200, message: 'OK', data: { id: 'p1' } }));
    await expect(api.get('/api/me')).resolves.toEqual({ id: 'p1' });
    expect(fetchMock.mock.calls[1][0]).toBe('/api/auth/refresh?lang=en');
    expect((fetchMock.mock.calls[2][1]!.headers as Record<string, string>).Authorization).toBe('Bearer new');
    expect(getToken()).toBe('new');
    expect(errors).toEqual([]);
  });

  it('ends the session on a 401 the refresh cannot fix: token cleared, message shown, handler called', async () => {
    saveSession({ token: 'old', refresh_token: 'revoked', expires_in: 900 });
    const unauthorized = vi.fn();
    setUnauthorizedHandler(unauthorized);
    fetchMock
      .mockResolvedValueOnce(reply(401, { code: 401, message: 'Login Fail', error: 'TOKEN_INVALID', data: null }))
      .mockResolvedValueOnce(
        reply(401, { code: 401, message: 'Refresh invalid', error: 'REFRESH_TOKEN_INVALID', data: null }),
      );
    await expect(api.get('/api/me')).rejects.toMatchObject({ status: 401 });
    expect(getToken()).toBeNull();
    expect(unauthorized).toHaveBeenCalledTimes(1);
    expect(errors).toEqual(['Login Fail']);
  });

  it('answers a transport-level 401 (no envelope) with the "login" toast and ends the session', async () => {
    saveSession({ token: 'old', refresh_token: 'r', expires_in: 900 });
    const unauthorized = vi.fn();
    setUnauthorizedHandler(unauthorized);
    fetchMock.mockResolvedValueOnce(new Response('Unauthorized', { status: 401 }));
    await expect(api.get('/api/me')).rejects.toMatchObject({ status: 401 });
    expect(errors).toEqual(['login']);
    expect(getToken()).toBeNull();
    expect(unauthorized).toHaveBeenCalled();
  });

  it('leaves a session alone when a call signed before a logout comes back 401', async () => {
    saveSession({ token: 'old', refresh_token: 'r', expires_in: 900 });
    const unauthorized = vi.fn();
    setUnauthorizedHandler(unauthorized);
    let answer!: (response: Response) => void;
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)));
    const call = api.get('/api/me');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    clearSession();
    answer(reply(401, { code: 401, message: 'Login Fail', error: 'TOKEN_INVALID', data: null }));
    await expect(call).rejects.toMatchObject({ status: 401 });
    expect(unauthorized).not.toHaveBeenCalled();
    expect(errors).toEqual([]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('sends a call again with the new token when its old one came back 401 after a login', async () => {
    saveSession({ token: 'old', refresh_token: 'r', expires_in: 900 });
    const unauthorized = vi.fn();
    setUnauthorizedHandler(unauthorized);
    let answer!: (response: Response) => void;
    fetchMock
      .mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)))
      .mockResolvedValueOnce(reply(200, { code: 200, message: 'OK', data: { id: 'p2' } }));
    const call = api.get('/api/me');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    saveSession({ token: 'new', refresh_token: 'r2', expires_in: 900 });
    answer(reply(401, { code: 401, message: 'Login Fail', error: 'TOKEN_INVALID', data: null }));
    await expect(call).resolves.toEqual({ id: 'p2' });
    expect((fetchMock.mock.calls[1][1]!.headers as Record<string, string>).Authorization).toBe('Bearer new');
    expect(unauthorized).not.toHaveBeenCalled();
    expect(errors).toEqual([]);
    expect(getToken()).toBe('new');
  });

  it('does not log anybody out for a wrong password at login', async () => {
    const unauthorized = vi.fn();
    setUnauthorizedHandler(unauthorized);
    fetchMock.mockResolvedValueOnce(
      reply(401, { code: 401, message: 'Wrong mobile number or password', error: 'LOGIN_FAILED', data: null }),
    );
    await expect(api.post('/api/login', {}, { anonymous: true })).rejects.toMatchObject({ key: 'LOGIN_FAILED' });
    expect(unauthorized).not.toHaveBeenCalled();
    expect(errors).toEqual(['Wrong mobile number or password']);
  });

  it('refreshes ahead of time when the access token is about to expire', async () => {
    saveSession({ token: 'old', refresh_token: 'refresh-1', expires_in: 10 });
    fetchMock
      .mockResolvedValueOnce(
        reply(200, { code: 200, message: 'OK', data: { token: 'new', refresh_token: 'refresh-2', expires_in: 900 } }),
      )
      .mockResolvedValueOnce(reply(200, { code: 200, message: 'OK', data: [] }));
    await api.get('/api/storage');
    expect(fetchMock.mock.calls[0][0]).toBe('/api/auth/refresh?lang=en');
    expect((fetchMock.mock.calls[1][1]!.headers as Record<string, string>).Authorization).toBe('Bearer new');
  });

  it('solves a CHALLENGE_REQUIRED refusal and sends the same call again with the solution', async () => {
    const challenge = { id: 'ab'.repeat(16), bits: 6, expires_at: '2030-01-01T00:00:00Z' };
    fetchMock.mockResolvedValueOnce(
      reply(403, { code: 403, message: 'Check', error: 'CHALLENGE_REQUIRED', data: { challenge } }),
    );
    fetchMock.mockResolvedValueOnce(reply(200, { code: 200, message: 'Logged in', data: { token: 't' } }));
    await expect(api.post('/api/login', { mobile: '13800000000', password: 'p' })).resolves.toEqual({ token: 't' });
    const sent = JSON.parse(fetchMock.mock.calls[1][1]!.body as string) as { challenge: { id: string; nonce: string } };
    expect(sent).toMatchObject({ mobile: '13800000000', password: 'p', challenge: { id: challenge.id } });
    expect(meetsChallenge(challenge.id, sent.challenge.nonce, challenge.bits)).toBe(true);
    expect(errors).toEqual([]);
  });
});
