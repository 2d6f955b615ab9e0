// A signed HTTP client for e2e tests (contract section 5 headers, bearer token, lang), using the
// shared signing implementation of libs/contracts. fromAddress() gives a client whose connections
// leave from another loopback address (127.0.0.2, ...): another client address to the server, with no
// X-Forwarded-For to trust.
import * as http from 'node:http';
import { signingHeaders } from '@lootledger/contracts';
import { DEV_SIGNING_SECRET } from '../config/app-config';

export interface ApiResult<T = unknown> {
  status: number;
  headers: Headers;
  body: { code: number; message: string; data: T; error?: string };
}

export interface RequestOptions {
  token?: string;
  lang?: 'zh' | 'en';
  /** Skip signing (to test refusals); or override the signing inputs. */
  unsigned?: boolean;
  headers?: Record<string, string>;
  /** Sign other inputs than the ones sent (to test tampering), or with a given time or nonce. */
  signAs?: { method?: string; path?: string; body?: string; timestamp?: string; nonce?: string };
}

export class ApiClient {
  constructor(
    readonly baseUrl: string,
    private readonly secret: string = DEV_SIGNING_SECRET,
    private readonly localAddress?: string,
  ) {}

  /** The same client connecting from `localAddress` (any 127.x.y.z works on Linux loopback). */
  fromAddress(localAddress: string): ApiClient {
    return new ApiClient(this.baseUrl, this.secret, localAddress);
  }

  get<T = unknown>(path: string, options: RequestOptions = {}): Promise<ApiResult<T>> {
    return this.request<T>('GET', path, undefined, options);
  }

  post<T = unknown>(path: string, body: unknown = {}, options: RequestOptions = {}): Promise<ApiResult<T>> {
    return this.request<T>('POST', path, JSON.stringify(body), options);
  }

  async request<T>(
    method: string,
    path: string,
    body: string | undefined,
    options: RequestOptions = {},
  ): Promise<ApiResult<T>> {
    const withLang = options.lang ? `${path}${path.includes('?') ? '&' : '?'}lang=${options.lang}` : path;
    const headers: Record<string, string> = {};
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (!options.unsigned) {
      const as = options.signAs ?? {};
      const signed = { method: as.method ?? method, path: as.path ?? withLang, body: as.body ?? body };
      Object.assign(headers, signingHeaders(this.secret, signed, { timestamp: as.timestamp, nonce: as.nonce }));
    }
    Object.assign(headers, options.headers ?? {});
    const response = this.localAddress
      ? await sendFrom(this.localAddress, this.baseUrl + withLang, method, headers, body)
      : await fetch(this.baseUrl + withLang, { method, headers, body });
    const text = await response.text();
    let parsed: ApiResult<T>['body'];
    try {
      parsed = JSON.parse(text) as ApiResult<T>['body'];
    } catch {
      throw new Error(`${method} ${path}: not JSON (${response.status}): ${text.slice(0, 200)}`);
    }
    return { status: response.status, headers: response.headers, body: parsed };
  }
}

/** One request over node:http bound to a local address (fetch cannot choose its source address). */
function sendFrom(
  localAddress: string,
  url: string,
  method: string,
  headers: Record<string, string>,
  body: string | undefined,
): Promise<{ status: number; headers: Headers; text(): Promise<string> }> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers, localAddress }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const received = new Headers();
        for (const [name, value] of Object.entries(response.headers)) {
          for (const one of [value ?? []].flat()) received.append(name, one);
        }
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status: response.statusCode ?? 0, headers: received, text: () => Promise.resolve(text) });
      });
    });
    request.on('error', reject);
    request.end(body);
  });
}

/** Asserts a refusal: the HTTP status, the envelope's code (the same number) and its error key. */
export function expectRefusal(result: ApiResult, status: number, error: string): void {
  expect({ status: result.status, code: result.body.code, error: result.body.error }).toEqual({
    status,
    code: status,
    error,
  });
}
