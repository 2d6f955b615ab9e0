// POST /api/payments/notify/wechatpay: where WeChat Pay delivers its payment notification (支付成功通知,
// the notify_url of each order). Called by WeChat Pay, not a player: no request signature (exempt in
// request-signing.hook.ts), no bearer token. The raw body is read as sent (wechatpay-notification.ts:
// platform signature, timestamp, AES-256-GCM resource, merchant), the facts go to
// PAYMENT_NOTIFICATION_SINK, and the answer is WeChat Pay's: 204 without a body once recorded (or a
// duplicate), else a 4xx/5xx with {"code":"FAIL","message":...} (plus our error key) so that it
// retries later. A refusal changes nothing (the sink records the refused payments it sees).
import { Controller, Inject, Logger, Post, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiHeader,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_STATUS, type ErrorKey } from '@lootledger/contracts';
import { resolveLanguage } from '../../../platform/i18n/language';
import { errorMessage } from '../../../platform/i18n/messages';
import {
  PAYMENT_NOTIFICATION_SINK,
  type NotificationOutcome,
  type PaymentNotificationSink,
  REFUSAL_ERROR_KEYS,
} from '../payment-gateway.port';
import { readWechatpayNotification, type NotificationKeys } from './wechatpay-notification';

/** The keys the endpoint checks notifications with (from WechatpaySettings). */
export const WECHATPAY_NOTIFICATION_KEYS = Symbol('WECHATPAY_NOTIFICATION_KEYS');

const FAIL_SCHEMA = {
  type: 'object',
  properties: {
    code: { type: 'string', enum: ['FAIL'] },
    message: { type: 'string' },
    error: { type: 'string', description: 'Our stable error key' },
  },
};

@ApiTags('payments')
@Controller('api/payments/notify')
export class WechatpayNotifyController {
  private readonly log = new Logger('WechatpayNotify');
  /** The clock the notification's Wechatpay-Timestamp is held against (5 minutes either way). */
  now: () => Date = () => new Date();

  constructor(
    @Inject(WECHATPAY_NOTIFICATION_KEYS) private readonly keys: NotificationKeys,
    @Inject(PAYMENT_NOTIFICATION_SINK) private readonly sink: PaymentNotificationSink,
  ) {}

  @Post('wechatpay')
  @ApiOperation({
    summary: 'WeChat Pay API v3 notifies a paid order (gateway callback; not signed by players)',
    description:
      'Wechatpay-Signature = base64 SHA256withRSA over "Wechatpay-Timestamp\\nWechatpay-Nonce\\nraw body\\n" with the ' +
      'platform key that Wechatpay-Serial names; the timestamp within 5 minutes; the resource AEAD_AES_256_GCM with ' +
      'the APIv3 key. TRANSACTION.SUCCESS credits the order once however often it arrives; other verified events ' +
      'are acknowledged and ignored.',
  })
  @ApiHeader({
    name: 'Wechatpay-Serial',
    required: true,
    description: 'The platform certificate (or public key) serial',
  })
  @ApiHeader({ name: 'Wechatpay-Signature', required: true })
  @ApiHeader({ name: 'Wechatpay-Timestamp', required: true, description: 'Unix seconds' })
  @ApiHeader({ name: 'Wechatpay-Nonce', required: true })
  @ApiNoContentResponse({ description: 'Recorded now, recorded before (a repeat), or a verified event not acted on' })
  @ApiBadRequestResponse({
    description:
      'GATEWAY_SIGNATURE_INVALID (signature, serial, a timestamp over 5 minutes off, a resource that does not decrypt ' +
      'with the APIv3 key), BAD_REQUEST (malformed, another merchant), PAYMENT_AMOUNT_MISMATCH; nothing changes',
    content: { 'application/json': { schema: FAIL_SCHEMA } },
  })
  @ApiNotFoundResponse({ description: 'ORDER_NOT_FOUND', content: { 'application/json': { schema: FAIL_SCHEMA } } })
  @ApiConflictResponse({
    description: 'ORDER_EXPIRED: the order expired unpaid before the payment',
    content: { 'application/json': { schema: FAIL_SCHEMA } },
  })
  async notify(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const fail = (key: ErrorKey, status: number = ERROR_STATUS[key]) => {
      const lang = resolveLanguage(request.query, request.headers['accept-language']);
      void reply.status(status).send({ code: 'FAIL', message: errorMessage(key, lang), error: key });
    };
    // The bytes as sent (kept by the JSON parser: rawBody in createApp); the parsed body is not used.
    const raw = (request as FastifyRequest & { rawBody?: Buffer }).rawBody;
    if (!raw || raw.length === 0) return fail('BAD_REQUEST');
    const reading = readWechatpayNotification(request.headers, raw, this.keys, this.now());
    if (reading.kind === 'refused') {
      this.log.warn(`refused a notification: ${reading.reason}`);
      return fail(reading.error);
    }
    if (reading.kind === 'ignored') {
      this.log.log(`acknowledged a notification not acted on: ${reading.reason}`);
      return void reply.status(204).send();
    }
    let outcome: NotificationOutcome;
    try {
      outcome = await this.sink.receive(reading.notification);
    } catch (error) {
      this.log.error(
        `order ${reading.notification.orderId}: the payment could not be recorded now (${(error as Error).message})`,
      );
      return fail('INTERNAL_ERROR', 500);
    }
    if (outcome === 'accepted' || outcome === 'duplicate') return void reply.status(204).send();
    return fail(REFUSAL_ERROR_KEYS[outcome]);
  }
}
