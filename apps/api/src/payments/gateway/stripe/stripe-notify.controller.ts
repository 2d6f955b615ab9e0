// POST /api/payments/notify/stripe: the webhook endpoint of Stripe's Checkout events (configure it
// at Stripe with its signing secret STRIPE_WEBHOOK_SECRET). Called by Stripe, not a player: no request
// signature (exempt in request-signing.hook.ts), no bearer token. The Stripe-Signature header over the
// raw body bytes is checked by the SDK's constructEvent (HMAC-SHA256, default tolerance of 5 minutes
// on its timestamp) before anything else. checkout.session.completed (paid) and
// checkout.session.async_payment_succeeded are payments, handed to PAYMENT_NOTIFICATION_SINK; other
// events are answered 200 and ignored. An event handled before (Stripe redelivers) is answered as the
// first time without work. 2xx stops Stripe's retries; a refusal is 4xx and changes nothing.
import { Controller, HttpCode, Inject, Logger, Post, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiHeader,
  ApiNotFoundResponse,
  ApiOperation,
  ApiProperty,
  ApiPropertyOptional,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import Stripe from 'stripe';
import { DomainError } from '../../../platform/errors/domain-error';
import { ApiEnvelope } from '../../../platform/openapi/api-envelope.decorator';
import { ErrorEnvelopeDto } from '../../../platform/openapi/envelope.schema';
import {
  PAYMENT_NOTIFICATION_SINK,
  type NotificationOutcome,
  type PaymentNotificationSink,
  REFUSAL_ERROR_KEYS,
} from '../payment-gateway.port';
import { paymentOfEvent } from './stripe-checkout';
import { STRIPE_SETTINGS, type StripeSettings } from './stripe.config';
import { StripeWebhookEvents, type HandledEvent } from './stripe-webhook-events';

export class StripeEventReceivedDto {
  @ApiProperty({ example: 'evt_1QabcDEFghiJKLmn' }) event_id!: string;
  @ApiPropertyOptional({ example: 'R20300101000000abcd' }) order_id?: string;
  @ApiPropertyOptional({ description: 'The PaymentIntent id', example: 'pi_3QabcDEFghiJKLmn' }) trade_no?: string;
  @ApiProperty({
    enum: ['accepted', 'duplicate', 'ignored'],
    description:
      'accepted: recorded now; duplicate: this event or this order was recorded before (nothing changed); ' +
      'ignored: not a payment (another event type, or not paid yet)',
  })
  outcome!: 'accepted' | 'duplicate' | 'ignored';
}

const ERROR_CONTENT = { 'application/json': { schema: { $ref: getSchemaPath(ErrorEnvelopeDto) } } };

@ApiTags('payments')
@Controller('api/payments/notify')
export class StripeNotifyController {
  private readonly log = new Logger('StripeNotifyController');

  constructor(
    @Inject(STRIPE_SETTINGS) private readonly settings: StripeSettings,
    @Inject(PAYMENT_NOTIFICATION_SINK) private readonly sink: PaymentNotificationSink,
    private readonly events: StripeWebhookEvents,
  ) {}

  @Post('stripe')
  @HttpCode(200)
  @ApiOperation({
    summary: "Stripe's webhook: Checkout Session events (gateway callback; not signed by players)",
    description:
      'Stripe-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(STRIPE_WEBHOOK_SECRET, "<t>.<raw body>")>, at most ' +
      '5 minutes old. checkout.session.completed (payment_status paid) and checkout.session.async_payment_succeeded ' +
      'credit the order in metadata.order_id once, whatever the number of deliveries; other events are ignored (200).',
  })
  @ApiHeader({ name: 'Stripe-Signature', required: true, description: 'Checked over the raw body bytes' })
  @ApiEnvelope(StripeEventReceivedDto)
  @ApiBadRequestResponse({
    description:
      'GATEWAY_SIGNATURE_INVALID (bad, missing or too old signature), BAD_REQUEST (not an event), ' +
      'PAYMENT_AMOUNT_MISMATCH (amount_total or currency differs from the order); nothing changes',
    content: ERROR_CONTENT,
  })
  @ApiNotFoundResponse({ description: 'ORDER_NOT_FOUND: no such order', content: ERROR_CONTENT })
  @ApiConflictResponse({
    description: 'ORDER_EXPIRED: the order expired unpaid before the payment',
    content: ERROR_CONTENT,
  })
  async notify(@Req() request: FastifyRequest): Promise<StripeEventReceivedDto> {
    // The bytes as Stripe signed them (kept by the JSON parser: rawBody in createApp).
    const raw = (request as FastifyRequest & { rawBody?: Buffer }).rawBody;
    if (!raw || raw.length === 0) throw new DomainError('BAD_REQUEST');
    const event = this.verified(raw, request.headers['stripe-signature']);

    const seen = await this.events.handled(event.id);
    if (seen) return answer(seen, seen.outcome === 'accepted' ? 'duplicate' : seen.outcome);

    const payment = paymentOfEvent(event);
    if (payment.kind === 'none') return { event_id: event.id, outcome: 'ignored' };
    const handled = (outcome: NotificationOutcome, orderId: string, tradeNo: string): HandledEvent => ({
      eventId: event.id,
      type: event.type,
      orderId,
      tradeNo,
      outcome,
    });
    if (payment.kind === 'wrong_currency') {
      // Our sessions are in cny: a payment in another currency cannot be weighed against the price.
      this.log.warn(`event ${event.id}: order ${payment.orderId} paid in ${payment.currency}, refused`);
      const refused = handled('amount_mismatch', payment.orderId, payment.tradeNo);
      await this.events.record(refused, new Date());
      return answer(refused, refused.outcome);
    }
    const { orderId, tradeNo } = payment.notification;
    const outcome = await this.sink.receive(payment.notification);
    const first = handled(outcome, orderId, tradeNo);
    await this.events.record(first, new Date());
    return answer(first, outcome);
  }

  /** The event, if Stripe-Signature is Stripe's over these bytes and recent; else 400, nothing read. */
  private verified(raw: Buffer, signature: string | string[] | undefined): Stripe.Event {
    if (typeof signature !== 'string' || signature === '') throw new DomainError('GATEWAY_SIGNATURE_INVALID');
    let event: Stripe.Event;
    try {
      event = Stripe.webhooks.constructEvent(raw, signature, this.settings.webhookSecret);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
        throw new DomainError('GATEWAY_SIGNATURE_INVALID');
      }
      throw new DomainError('BAD_REQUEST'); // signed, but not JSON
    }
    const candidate = event as Partial<Stripe.Event> | null;
    if (
      typeof candidate !== 'object' ||
      candidate === null ||
      typeof candidate.id !== 'string' ||
      typeof candidate.type !== 'string' ||
      typeof candidate.created !== 'number' ||
      typeof candidate.data?.object !== 'object'
    ) {
      throw new DomainError('BAD_REQUEST');
    }
    return event;
  }
}

/** 200 for a payment recorded (now or before), the refusal's 4xx otherwise. */
function answer(event: HandledEvent, outcome: NotificationOutcome): StripeEventReceivedDto {
  if (outcome === 'accepted' || outcome === 'duplicate') {
    return { event_id: event.eventId, order_id: event.orderId, trade_no: event.tradeNo, outcome };
  }
  throw new DomainError(
    REFUSAL_ERROR_KEYS[outcome],
    {},
    { event_id: event.eventId, order_id: event.orderId, trade_no: event.tradeNo },
  );
}
