// The Stripe double's reading of POST /v1/checkout/sessions: the form-encoded parameters as the SDK
// flattens them (line_items[0][price_data][unit_amount]=10000, metadata[order_id]=...), checked as
// Stripe checks them, into the session object Stripe answers.

export type Json = Record<string, unknown>;

/** A 4xx Stripe answers for a request it refuses, naming the parameter. */
export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly param?: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

/** Top-level parameters the double knows (a subset of Stripe's); any other is refused as Stripe does. */
const KNOWN = new Set([
  'mode',
  'line_items',
  'client_reference_id',
  'metadata',
  'payment_intent_data',
  'expires_at',
  'success_url',
  'cancel_url',
  'payment_method_types',
  'customer_email',
  'locale',
]);
const PAYMENT_METHOD_TYPES = new Set(['card', 'alipay', 'wechat_pay', 'link']);
const MIN_TTL_S = 30 * 60;
const MAX_TTL_S = 24 * 3600;

const invalid = (param: string, message: string, code = 'parameter_invalid') =>
  new StripeApiError(400, message, param, code);

export function sessionFromParams(
  params: Record<string, string>,
  at: { id: string; created: number; baseUrl: string },
): Json {
  for (const name of Object.keys(params)) {
    const top = name.split('[')[0];
    if (!KNOWN.has(top)) throw invalid(top, `Received unknown parameter: ${top}`, 'parameter_unknown');
  }
  const mode = params.mode;
  if (!mode) throw invalid('mode', 'Missing required param: mode.', 'parameter_missing');
  if (mode !== 'payment') throw invalid('mode', `Invalid mode: the double takes mode=payment only (got ${mode})`);

  const items = lineItems(params);
  const currencies = new Set(items.map((item) => item.currency));
  if (currencies.size !== 1) throw invalid('line_items', 'All line items must have the same currency.');
  const amountTotal = items.reduce((sum, item) => sum + item.unitAmount * item.quantity, 0);

  const expiresAt = params.expires_at === undefined ? at.created + MAX_TTL_S : integer('expires_at', params.expires_at);
  if (expiresAt < at.created + MIN_TTL_S || expiresAt > at.created + MAX_TTL_S) {
    throw invalid(
      'expires_at',
      'The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.',
    );
  }
  for (const name of ['success_url', 'cancel_url']) {
    if (params[name] !== undefined && !/^https?:\/\/[^\s/]+/.test(params[name])) {
      throw invalid(name, `Not a valid URL: ${name}`, 'url_invalid');
    }
  }
  const clientReference = params.client_reference_id;
  if (clientReference !== undefined && (clientReference.length === 0 || clientReference.length > 200)) {
    throw invalid('client_reference_id', 'client_reference_id must be 1 to 200 characters');
  }
  const methods = Object.entries(params)
    .filter(([name]) => /^payment_method_types\[\d+\]$/.test(name))
    .map(([, value]) => value);
  for (const method of methods) {
    if (!PAYMENT_METHOD_TYPES.has(method))
      throw invalid('payment_method_types', `Invalid payment_method_types: ${method}`);
  }
  return {
    id: at.id,
    object: 'checkout.session',
    amount_subtotal: amountTotal,
    amount_total: amountTotal,
    cancel_url: params.cancel_url ?? null,
    client_reference_id: clientReference ?? null,
    created: at.created,
    currency: items[0].currency,
    customer: null,
    expires_at: expiresAt,
    livemode: false,
    metadata: metadata(params, 'metadata'),
    mode,
    payment_intent: null,
    payment_intent_data: { metadata: metadata(params, 'payment_intent_data[metadata]') },
    payment_method_types: methods.length > 0 ? methods : ['card'],
    payment_status: 'unpaid',
    status: 'open',
    success_url: params.success_url ?? null,
    url: `${at.baseUrl}/c/pay/${at.id}`,
  };
}

interface LineItem {
  currency: string;
  unitAmount: number;
  quantity: number;
}

function lineItems(params: Record<string, string>): LineItem[] {
  const indexes = new Set<number>();
  for (const name of Object.keys(params)) {
    const match = /^line_items\[(\d+)\]/.exec(name);
    if (match) indexes.add(Number(match[1]));
  }
  if (indexes.size === 0) throw invalid('line_items', 'Missing required param: line_items.', 'parameter_missing');
  return [...indexes]
    .sort((a, b) => a - b)
    .map((index) => {
      const field = (path: string) => params[`line_items[${index}]${path}`];
      const at = (path: string) => `line_items[${index}]${path}`;
      if (field('[price]') !== undefined) throw invalid(at('[price]'), 'The double takes price_data only');
      const currency = field('[price_data][currency]');
      if (!currency || !/^[a-z]{3}$/.test(currency)) {
        throw invalid(at('[price_data][currency]'), 'Invalid currency: a lowercase ISO code is expected');
      }
      const unitAmount = integer(at('[price_data][unit_amount]'), field('[price_data][unit_amount]'));
      if (unitAmount < 1) throw invalid(at('[price_data][unit_amount]'), 'unit_amount must be at least 1');
      if (!field('[price_data][product_data][name]')) {
        throw invalid(
          at('[price_data][product_data][name]'),
          'Missing required param: product_data[name].',
          'parameter_missing',
        );
      }
      const quantity = integer(at('[quantity]'), field('[quantity]'));
      if (quantity < 1) throw invalid(at('[quantity]'), 'quantity must be at least 1');
      return { currency, unitAmount, quantity };
    });
}

function integer(param: string, value: string | undefined): number {
  if (value === undefined) throw invalid(param, `Missing required param: ${param}.`, 'parameter_missing');
  if (!/^\d+$/.test(value)) throw invalid(param, `Invalid integer: ${value}`, 'parameter_invalid_integer');
  return Number(value);
}

function metadata(params: Record<string, string>, prefix: string): Record<string, string> {
  const out: Record<string, string> = {};
  const pattern = new RegExp(`^${prefix.replace(/[[\]]/g, '\\$&')}\\[([^\\]]+)\\]$`);
  for (const [name, value] of Object.entries(params)) {
    const match = pattern.exec(name);
    if (!match) continue;
    if (match[1].length > 40 || value.length > 500)
      throw invalid(prefix, 'Metadata keys are at most 40 characters, values 500');
    out[match[1]] = value;
  }
  return out;
}
