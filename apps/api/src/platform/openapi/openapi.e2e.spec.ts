import type { OpenAPIObject } from '@nestjs/swagger';
import { startTestApp, type TestApp } from '../testing/test-app';
import { registeredRoutes, toOpenApiPath } from './route-table';

const DOCS = /^\/api\/docs(?:$|\/|-json$|-yaml$)/;
const SIGNING_REFS = ['XTimestamp', 'XNonce', 'XSign'].map((name) => `#/components/parameters/${name}`);

type Operation = { parameters?: { $ref?: string }[]; responses: Record<string, unknown> };

describe('OpenAPI document (e2e)', () => {
  let testApp: TestApp;
  let document: OpenAPIObject;

  beforeAll(async () => {
    testApp = await startTestApp();
    const response = await fetch(`${testApp.baseUrl}/api/docs-json`);
    expect(response.status).toBe(200);
    document = (await response.json()) as OpenAPIObject;
  });
  afterAll(() => testApp.close());

  function operation(path: string, method: string): Operation | undefined {
    return (document.paths[path] as Record<string, Operation> | undefined)?.[method.toLowerCase()];
  }

  it('is titled Lootledger and declares the bearer scheme', () => {
    expect(document.info.title).toBe('Lootledger');
    expect(document.components?.securitySchemes?.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('documents every route the running app serves under /api and /admin/api', () => {
    const routes = registeredRoutes(testApp.app.getHttpAdapter().getInstance()).filter(
      (route) =>
        (route.url.startsWith('/api/') || route.url.startsWith('/admin/api/')) &&
        !DOCS.test(route.url) &&
        route.method !== 'HEAD' &&
        route.method !== 'OPTIONS',
    );
    expect(routes.length).toBeGreaterThan(1);
    const missing = routes
      .filter((route) => !operation(toOpenApiPath(route.url), route.method))
      .map((route) => `${route.method} ${route.url}`);
    expect(missing).toEqual([]);
    expect(operation('/api/info', 'GET')).toBeDefined();
  });

  it('puts the signing headers on every signed call and documents the error envelope', () => {
    let checked = 0;
    for (const [path, item] of Object.entries(document.paths)) {
      if (!path.startsWith('/api/') || path.startsWith('/api/payments/notify/')) continue;
      for (const op of Object.values(item as Record<string, Operation>)) {
        const refs = (op.parameters ?? []).map((parameter) => parameter.$ref);
        expect(refs).toEqual(expect.arrayContaining(SIGNING_REFS));
        expect(op.responses['401']).toBeDefined();
        expect(op.responses['409']).toBeDefined();
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(0);
    expect(document.components?.parameters?.XNonce).toMatchObject({ name: 'X-Nonce', in: 'header', required: true });
    expect(document.components?.schemas?.ErrorEnvelopeDto).toMatchObject({
      required: expect.arrayContaining(['code', 'message', 'error', 'data']),
    });
    expect(document.info.description).toContain('BODY_SHA256');
  });

  it('describes GET /api/info data inside the envelope', () => {
    const schema = JSON.stringify(operation('/api/info', 'GET')?.responses['200']);
    expect(schema).toContain('#/components/schemas/EnvelopeDto');
    expect(schema).toContain('#/components/schemas/SiteInfoDto');
    expect(Object.keys((document.components?.schemas?.SiteInfoDto as { properties: object }).properties)).toEqual([
      'name',
      'version',
      'languages',
      'min_age',
      'customer_service_url',
      'server_time',
      'features',
      'stats_script_url',
    ]);
  });

  it('serves the UI at /api/docs without signing', async () => {
    const response = await fetch(`${testApp.baseUrl}/api/docs`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).toContain('swagger-ui');
  });
});
