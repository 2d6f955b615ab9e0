// Test data builder for e2e tests of any context: registers a real player through the HTTP API and
// the sandbox SMS gateway, and hands back its id and tokens.
//   const player = await aPlayer(client).register();   // then client.get('/api/me', { token: player.token })
import { randomInt } from 'node:crypto';
import type { ApiClient } from '../../platform/testing/api-client';

export interface TestPlayer {
  id: string;
  mobile: string;
  areaCode: string;
  password: string;
  inviteCode: string;
  token: string;
  refreshToken: string;
}

export function randomMobile(): string {
  return `1${String(randomInt(0, 10_000_000_000)).padStart(10, '0')}`;
}

/** The latest code the sandbox SMS gateway holds for a number. */
export async function sandboxSmsCode(client: ApiClient, mobile: string, areaCode = '86'): Promise<string> {
  const response = await fetch(`${client.baseUrl}/sandbox/sms?mobile=${mobile}&area_code=${areaCode}`);
  if (response.status !== 200) throw new Error(`no sandbox SMS for ${areaCode} ${mobile}: ${response.status}`);
  return ((await response.json()) as { code: string }).code;
}

export class TestPlayerBuilder {
  private mobile = randomMobile();
  private password = 'secret-pass-1';
  private inviteCode?: string;

  constructor(private readonly client: ApiClient) {}

  withMobile(mobile: string): this {
    this.mobile = mobile;
    return this;
  }

  withPassword(password: string): this {
    this.password = password;
    return this;
  }

  invitedBy(inviteCode: string): this {
    this.inviteCode = inviteCode;
    return this;
  }

  async register(): Promise<TestPlayer> {
    const sent = await this.client.post('/api/send_sms', { mobile: this.mobile, area_code: '86', is_use: 1 });
    if (sent.status !== 200) throw new Error(`send_sms failed: ${JSON.stringify(sent.body)}`);
    const verify = await sandboxSmsCode(this.client, this.mobile);
    const registered = await this.client.post<{ token: string; refresh_token: string }>('/api/register', {
      stast: 'register',
      mobile: this.mobile,
      area_code: '86',
      verify,
      password: this.password,
      invite_code: this.inviteCode,
      agree: true,
      adult: true,
    });
    if (registered.status !== 200) throw new Error(`register failed: ${JSON.stringify(registered.body)}`);
    const { token, refresh_token: refreshToken } = registered.body.data;
    const me = await this.client.get<{ id: string; invite_code: string }>('/api/me', { token });
    if (me.status !== 200) throw new Error(`/api/me failed: ${JSON.stringify(me.body)}`);
    return {
      id: me.body.data.id,
      mobile: this.mobile,
      areaCode: '86',
      password: this.password,
      inviteCode: me.body.data.invite_code,
      token,
      refreshToken,
    };
  }
}

export function aPlayer(client: ApiClient): TestPlayerBuilder {
  return new TestPlayerBuilder(client);
}
