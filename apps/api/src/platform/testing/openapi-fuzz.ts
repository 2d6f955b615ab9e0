// The probes of the OpenAPI fuzz (platform/http/fuzz.e2e.spec.ts), built from the document the
// running app serves: per operation, wrong types, NUL characters, huge strings, deep nesting, unknown
// fields, malformed bodies and content types, bad path and query parameters, and every field one at a
// time with each of FIELD_VALUES. Pure: it only builds requests; the spec sends them.
export interface Schema {
  $ref?: string;
  type?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  allOf?: Schema[];
  example?: unknown;
  enum?: unknown[];
}
export interface Parameter {
  $ref?: string;
  name?: string;
  in?: string;
  schema?: Schema;
}
export interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}
export interface Probe {
  variant: string;
  path: string;
  contentType?: string;
  body?: string | Buffer;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const NUL = 'a\u0000b';
const DEEP = '['.repeat(5000) + ']'.repeat(5000);
/**
 * Run last, in this order: calls that may stop the player's play when a fuzzed value is a valid one
 * (a deposit limit of 0, a permanent self-exclusion), then the ones that end the session, so the rest
 * are fuzzed signed in and free to play.
 */
const RUN_LAST = [/^\/api\/(limits|self_exclusion|session_reminder)$/, /logout/];
const runOrder = (path: string) => RUN_LAST.findIndex((pattern) => pattern.test(path)) + 1;

/** What every field gets, one field at a time: [label, JSON text, query or path text]. */
export const FIELD_VALUES: readonly (readonly [string, string, string])[] = [
  ['null', 'null', 'null'],
  ['true', 'true', 'true'],
  ['[]', '[]', '[]'],
  ['{}', '{}', '{}'],
  ['""', '""', ''],
  ['10,000 characters', JSON.stringify('x'.repeat(10_000)), 'x'.repeat(10_000)],
  ['-1', '-1', '-1'],
  ['0', '0', '0'],
  ['0.5', '0.5', '0.5'],
  ['1e308', '1e308', '1e308'],
  ['99999999999999999999', '99999999999999999999', '99999999999999999999'],
];

function resolve(document: OpenApiDocument, schema: Schema | undefined, depth = 0): Schema {
  if (!schema || depth > 8) return {};
  if (schema.$ref)
    return resolve(document, document.components?.schemas?.[schema.$ref.split('/').pop() ?? ''], depth + 1);
  if (schema.allOf) return resolve(document, schema.allOf.find((part) => part.$ref) ?? schema.allOf[0], depth + 1);
  return schema;
}

/** A plausible value of a schema (its example, first enum value, or one of its type). */
function plausible(schema: Schema): unknown {
  if (schema.example !== undefined) return schema.example;
  if (schema.enum?.length) return schema.enum[0];
  switch (schema.type) {
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object':
      return {};
    default:
      return 'x';
  }
}

/** A value of another JSON type than the schema's. */
function wrongType(schema: Schema, round: number): unknown {
  const byType: Record<string, unknown[]> = {
    string: [12345, true, ['x'], { x: 1 }],
    integer: ['1', true, 1.5, [1]],
    number: ['1', false, 1e308, { n: 1 }],
    boolean: ['true', 1, null, []],
    array: ['x', { 0: 'x' }, 1, [[[[1]]]]],
    object: ['x', [], 1, true],
  };
  const options = byType[schema.type ?? 'string'] ?? byType.string;
  return options[round % options.length];
}

export function bodyProbes(document: OpenApiDocument, operation: Operation): Probe[] {
  const schema = resolve(document, operation.requestBody?.content?.['application/json']?.schema);
  const properties = Object.entries(schema.properties ?? {}).map(
    ([name, property]) => [name, resolve(document, property)] as const,
  );
  const fields = (value: (property: Schema, name: string) => unknown) =>
    Object.fromEntries(properties.map(([name, property]) => [name, value(property, name)]));
  const valid = fields(plausible);
  const json = (variant: string, value: unknown): Probe => ({ variant, path: '', body: JSON.stringify(value) });
  const probes: Probe[] = [
    json('plausible fields', valid),
    ...[0, 1, 2, 3].map((round) =>
      json(
        `wrong types #${round}`,
        fields((property) => wrongType(property, round)),
      ),
    ),
    json(
      'NUL in every string',
      fields((property) => (property.type === 'array' ? [NUL] : NUL)),
    ),
    json(
      'huge strings',
      fields(() => 'x'.repeat(12_000)),
    ),
    json(
      'huge numbers',
      fields(() => 2 ** 64),
    ),
    json(
      'negative numbers',
      fields(() => -1),
    ),
    json('unknown fields', { ...valid, unknown: { nested: [1, 2, 3] }, constructor: { prototype: { polluted: 1 } } }),
    { variant: 'prototype poisoning', path: '', body: `{"__proto__":{"polluted":1},"x":1}` },
    {
      variant: 'deep nesting in an unknown field',
      path: '',
      body: JSON.stringify({ ...valid, junk: 0 }).replace('"junk":0', `"junk":${DEEP}`),
    },
    ...['null', '[]', '"text"', '123', '{', '', '{"a":1}}', '\u0000'].map((body) => ({
      variant: `body ${JSON.stringify(body)}`,
      path: '',
      body,
    })),
    ...properties.slice(0, 4).map(([name]) =>
      json(`deep value in ${name}`, {
        ...valid,
        [name]: JSON.parse(DEEP.slice(0, 200) + DEEP.slice(-200)) as unknown,
      }),
    ),
  ];
  const text = JSON.stringify(valid);
  for (const contentType of [
    'text/plain',
    'application/x-www-form-urlencoded',
    'application/json; charset=utf-16',
    'application/xml',
    'multipart/form-data; boundary=fuzz',
    '',
  ]) {
    probes.push({ variant: `content type "${contentType}"`, path: '', contentType, body: text });
  }
  probes.push({ variant: 'utf-16 bytes', path: '', body: Buffer.from(text, 'utf16le') });
  probes.push({
    variant: 'bytes that are not UTF-8',
    path: '',
    body: Buffer.concat([Buffer.from(text.slice(0, -1)), Buffer.from([0xff, 0xc0, 0xaf]), Buffer.from('}')]),
  });
  return probes;
}

/** A JSON object's text with `name` set to `literal` (raw JSON text: 99999999999999999999 stays as sent). */
function objectWith(others: Record<string, unknown>, name: string, literal: string): string {
  const entries = Object.entries(others).filter(([key]) => key !== name);
  return `{${[`${JSON.stringify(name)}:${literal}`, ...entries.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value)}`)].join(',')}}`;
}

/**
 * Every body field, query parameter and path parameter gets each of FIELD_VALUES: body fields and
 * query parameters alone and beside plausible values of the others (once when they are the same).
 */
export function fieldProbes(document: OpenApiDocument, path: string, operation: Operation, withBody: boolean): Probe[] {
  const fill = (value: string) => path.replace(/\{[^}]+\}/g, value);
  const probes: Probe[] = [];
  const seen = new Set<string>();
  const add = (probe: Probe) => {
    const key = `${probe.path}\n${String(probe.body)}`;
    if (!seen.has(key)) probes.push(probe);
    seen.add(key);
  };
  if (withBody) {
    const schema = resolve(document, operation.requestBody?.content?.['application/json']?.schema);
    const properties = Object.entries(schema.properties ?? {}).map(
      ([name, property]) => [name, resolve(document, property)] as const,
    );
    const valid = Object.fromEntries(properties.map(([name, property]) => [name, plausible(property)]));
    for (const [name] of properties) {
      for (const [label, literal] of FIELD_VALUES) {
        add({ variant: `body ${name}: ${label} alone`, path: fill('1'), body: objectWith({}, name, literal) });
        add({ variant: `body ${name}: ${label}`, path: fill('1'), body: objectWith(valid, name, literal) });
      }
    }
  }
  const query = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query' && parameter.name);
  const validQuery = query.map(
    (parameter) => [parameter.name!, String(plausible(resolve(document, parameter.schema)))] as const,
  );
  for (const { name } of query) {
    for (const [label, , text] of FIELD_VALUES) {
      const value = `${name}=${encodeURIComponent(text)}`;
      const others = validQuery
        .filter(([other]) => other !== name)
        .map(([other, plausibleValue]) => `&${other}=${encodeURIComponent(plausibleValue)}`)
        .join('');
      add({ variant: `query ${name}: ${label} alone`, path: `${fill('1')}?${value}` });
      add({ variant: `query ${name}: ${label}`, path: `${fill('1')}?${value}${others}` });
    }
  }
  for (const [, name] of path.matchAll(/\{([^}]+)\}/g)) {
    for (const [label, , text] of FIELD_VALUES) {
      add({
        variant: `path ${name}: ${label}`,
        path: path.replace(/\{([^}]+)\}/g, (_all, other: string) => (other === name ? encodeURIComponent(text) : '1')),
      });
    }
  }
  return probes;
}

export function parameterProbes(path: string, operation: Operation): Probe[] {
  const fill = (value: string) => path.replace(/\{[^}]+\}/g, value);
  const hasParams = /\{[^}]+\}/.test(path);
  const query = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query' && parameter.name);
  const probes: Probe[] = [{ variant: 'plain', path: fill('1') }];
  if (hasParams) {
    for (const [variant, value] of [
      ['NUL path parameter', '%00'],
      ['NUL inside a path parameter', 'a%00b'],
      ['huge path parameter', 'x'.repeat(3000)],
      ['negative path parameter', '-1'],
      ['huge number path parameter', '9'.repeat(40)],
      ['encoded slash', '..%2F..%2Fetc'],
      ['invalid percent-encoding', '%E0%A4%A'],
    ]) {
      probes.push({ variant, path: fill(value) });
    }
  }
  const queryValues: [string, string][] = [
    ['NUL query', '%00'],
    ['wrong-type query', 'abc'],
    ['negative query', '-1'],
    ['huge number query', '9'.repeat(40)],
    ['fraction query', '1.5'],
    ['huge query', 'q'.repeat(4000)],
    ['JSON with NUL in query', encodeURIComponent(JSON.stringify({ q: NUL, id: [NUL] }))],
    ['deep JSON in query', encodeURIComponent('['.repeat(300) + ']'.repeat(300))],
    ['invalid percent-encoding query', '%E0%A4%A'],
  ];
  for (const [variant, value] of query.length ? queryValues : []) {
    probes.push({ variant, path: `${fill('1')}?${query.map((parameter) => `${parameter.name}=${value}`).join('&')}` });
  }
  if (query.length) {
    const repeated = query.map((parameter) => `${parameter.name}=1&${parameter.name}=2`).join('&');
    probes.push({ variant: 'repeated query parameters', path: `${fill('1')}?${repeated}` });
  }
  probes.push({ variant: 'unknown query parameter with NUL', path: `${fill('1')}?unknown=%00&lang=%00` });
  return probes;
}

/** The documented operations, in the order they are fuzzed (the ones that end sessions last). */
export function documentedOperations(document: OpenApiDocument) {
  return Object.entries(document.paths)
    .flatMap(([path, item]) =>
      METHODS.filter((method) => item[method]).map((method) => ({
        path,
        method: method.toUpperCase(),
        operation: item[method],
      })),
    )
    .sort((a, b) => runOrder(a.path) - runOrder(b.path));
}
