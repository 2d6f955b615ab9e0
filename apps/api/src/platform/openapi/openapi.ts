// The OpenAPI document at /api/docs (UI) and /api/docs-json: every route of the app, the bearer
// scheme, the signing headers on every signed call (contract section 5) and the envelope and error
// shape (section 2) on every response. Served unsigned: it is opened from a browser.
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  DocumentBuilder,
  SwaggerModule,
  getSchemaPath,
  type OpenAPIObject,
  type ParameterObject,
} from '@nestjs/swagger';
import { requiresSignature } from '../signing/request-signing.hook';
import { EnvelopeDto, ErrorEnvelopeDto } from './envelope.schema';

export const OPENAPI_UI_PATH = 'api/docs';
export const OPENAPI_JSON_PATH = 'api/docs-json';
export const BEARER_SCHEME = 'bearer';

const DESCRIPTION = `
The Lootledger player API (\`/api\`) and admin API (\`/admin/api\`).

**Envelope.** Every JSON response is \`{"code", "message", "data"}\`; \`code\` equals the HTTP status.
Every non-2xx response also has \`"error"\`: a stable UPPER_SNAKE key (e.g. \`INSUFFICIENT_BALANCE\`,
\`SIGNATURE_INVALID\`) to branch on. \`message\` is in the request language: \`lang=zh|en\` query, else
\`Accept-Language\`, else English. Amounts are strings with two decimals (\`"68.88"\`).

**Signing.** Every \`/api\` and \`/admin/api\` call except \`/api/payments/notify/*\` and these docs carries
\`X-Timestamp\` (Unix seconds), \`X-Nonce\` (32 characters [A-Za-z0-9]) and \`X-Sign\`: lowercase hex
HMAC-SHA256 with the app secret over these five lines joined by \`\\n\`:

    METHOD        upper case
    PATH          path and query string exactly as sent, e.g. /api/storage?page=1&status=0
    TIMESTAMP     the X-Timestamp value
    NONCE         the X-Nonce value
    BODY_SHA256   lowercase hex SHA-256 of the raw body bytes ("" for no body)

Refusals: 401 \`SIGNATURE_INVALID\`, 401 \`TIMESTAMP_SKEW\` (more than 300 s off), 409 \`NONCE_REUSED\`
(a nonce seen in the last 600 s). A refused request changes nothing. The implementation clients
share is \`signRequest\` in \`libs/contracts/src/signing.ts\`.

**Authentication.** \`Authorization: Bearer <access token>\` where a call needs a player.

Every response carries \`X-Request-Id\` (an incoming one is kept), quoted in the server's logs.
`.trim();

const SIGNING_PARAMETERS: Record<'XTimestamp' | 'XNonce' | 'XSign', ParameterObject> = {
  XTimestamp: {
    name: 'X-Timestamp',
    in: 'header',
    required: true,
    description: 'Unix time in seconds; refused (401 TIMESTAMP_SKEW) when more than 300 s from the server clock',
    schema: { type: 'string', pattern: '^[0-9]+$', example: '1767225600' },
  },
  XNonce: {
    name: 'X-Nonce',
    in: 'header',
    required: true,
    description: '32 random characters [A-Za-z0-9], never reused within 600 s (409 NONCE_REUSED)',
    schema: { type: 'string', pattern: '^[A-Za-z0-9]{32}$', example: 'Q2xvdWRzQXJlTm90UmVhbGx5V2hpdGUx' },
  },
  XSign: {
    name: 'X-Sign',
    in: 'header',
    required: true,
    description:
      'Lowercase hex HMAC-SHA256(app secret, METHOD\\nPATH\\nTIMESTAMP\\nNONCE\\nBODY_SHA256) (401 SIGNATURE_INVALID)',
    schema: { type: 'string', pattern: '^[0-9a-f]{64}$' },
  },
};

const LANG_PARAMETER: ParameterObject = {
  name: 'lang',
  in: 'query',
  required: false,
  description: 'Language of `message`; without it Accept-Language, else en',
  schema: { type: 'string', enum: ['zh', 'en'] },
};

function errorResponse(description: string) {
  return { description, content: { 'application/json': { schema: { $ref: getSchemaPath(ErrorEnvelopeDto) } } } };
}

const ERROR_RESPONSES: Record<string, string> = {
  '400': 'BadRequest',
  '401': 'Unauthenticated',
  '409': 'Conflict',
  '500': 'InternalError',
};

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head'] as const;

export function buildOpenApiDocument(app: NestFastifyApplication, version: string): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Lootledger')
    .setDescription(DESCRIPTION)
    .setVersion(version)
    .addBearerAuth(
      { type: 'http', scheme: 'bearer', description: 'The access token of POST /api/login' },
      BEARER_SCHEME,
    )
    .build();
  const document = SwaggerModule.createDocument(app, config, { extraModels: [EnvelopeDto, ErrorEnvelopeDto] });
  document.components = {
    ...document.components,
    parameters: { ...document.components?.parameters, ...SIGNING_PARAMETERS, Lang: LANG_PARAMETER },
    responses: {
      ...document.components?.responses,
      BadRequest: errorResponse('Malformed input (BAD_REQUEST) or invalid fields (VALIDATION_FAILED, data.errors)'),
      Unauthenticated: errorResponse('SIGNATURE_INVALID, TIMESTAMP_SKEW, UNAUTHENTICATED or TOKEN_INVALID'),
      Conflict: errorResponse('NONCE_REUSED, or the call conflicts with the current state'),
      InternalError: errorResponse('INTERNAL_ERROR: unexpected; no detail is disclosed'),
    },
  };
  for (const [path, item] of Object.entries(document.paths)) {
    if (!path.startsWith('/api/') && !path.startsWith('/admin/api/')) continue;
    const signed = requiresSignature(path);
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const refs = [
        ...(signed ? Object.keys(SIGNING_PARAMETERS).map((name) => ({ $ref: `#/components/parameters/${name}` })) : []),
        { $ref: '#/components/parameters/Lang' },
      ];
      operation.parameters = [...refs, ...(operation.parameters ?? [])];
      for (const [status, name] of Object.entries(ERROR_RESPONSES)) {
        if (!signed && status === '409') continue;
        operation.responses[status] ??= { $ref: `#/components/responses/${name}` };
      }
    }
  }
  return document;
}

/** Serves the document; call before app.init() (Fastify takes no routes after it is ready). */
export function setupOpenApi(app: NestFastifyApplication, version: string): void {
  SwaggerModule.setup(OPENAPI_UI_PATH, app, () => buildOpenApiDocument(app, version), {
    jsonDocumentUrl: OPENAPI_JSON_PATH,
    customSiteTitle: 'Lootledger API',
    // Tags start folded: with every context's calls the page stays quick to render.
    swaggerOptions: { persistAuthorization: true, docExpansion: 'none' },
  });
}
