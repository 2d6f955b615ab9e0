// POST /api/payments/notify/sandbox: where the sandbox gateway delivers its paid notification
// (contract section 8). Called by the gateway, not a player: no request signature (exempt in
// request-signing.hook.ts), no bearer token; the gateway's own X-Gateway-Sign over the raw body bytes
// is checked first, then the body, then the order (by PAYMENT_NOTIFICATION_SINK). A refusal changes
// nothing; 2xx stops the gateway's retries, anything else makes it try again later.
import { Controller, HttpCode, Inject, Post, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiHeader,
  ApiNotFoundResponse,
  ApiOperation,
  ApiProperty,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config';
import { DomainError } from '../../../platform/errors/domain-error';
import { ApiEnvelope } from '../../../platform/openapi/api-envelope.decorator';
import { ErrorEnvelopeDto } from '../../../platform/openapi/envelope.schema';
import { PAYMENT_NOTIFICATION_SINK, REFUSAL_ERROR_KEYS, type PaymentNotificationSink } from '../payment-gateway.port';
import { GATEWAY_SIGN_HEADER, parseNotificationBody, verifyGatewaySignature } from './sandbox-notification';

export class SandboxNotificationDto {
  @ApiProperty({ description: 'Our order id (out_trade_no)', example: 'R20300101000000abcd' }) order_id!: string;
  @ApiProperty({ description: 'Paid amount, exactly two decimals', example: '100.00', pattern: '^\\d+\\.\\d{2}$' })
  amount!: string;
  @ApiProperty({ description: 'When it was paid, ISO-8601', example: '2030-01-01T12:00:00.000Z' }) paid_at!: string;
  @ApiProperty({
    description: "The gateway's transaction number; a repeat repeats it",
    example: 'SBX1893499200000042137',
  })
  trade_no!: string;
}

export class NotificationReceivedDto {
  @ApiProperty({ example: 'R20300101000000abcd' }) order_id!: string;
  @ApiProperty({ example: 'SBX1893499200000042137' }) trade_no!: string;
  @ApiProperty({
    enum: ['accepted', 'duplicate'],
    description: 'accepted: recorded now; duplicate: this trade_no was already recorded (nothing changed)',
  })
  outcome!: 'accepted' | 'duplicate';
}

const ERROR_CONTENT = { 'application/json': { schema: { $ref: getSchemaPath(ErrorEnvelopeDto) } } };

@ApiTags('payments')
@Controller('api/payments/notify')
export class SandboxNotifyController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(PAYMENT_NOTIFICATION_SINK) private readonly sink: PaymentNotificationSink,
  ) {}

  @Post('sandbox')
  @HttpCode(200)
  @ApiOperation({
    summary: 'The sandbox payment gateway notifies a paid order (gateway callback; not signed by players)',
    description:
      'Sent by the sandbox gateway after Pay on /sandbox/pay/{order_id}, retried until a 2xx answer. ' +
      'X-Gateway-Sign = lowercase hex HMAC-SHA256(SANDBOX_GATEWAY_SECRET, raw body bytes). Idempotent: the same ' +
      'trade_no credits once however often it arrives (data.outcome "duplicate").',
  })
  @ApiHeader({
    name: 'X-Gateway-Sign',
    required: true,
    description: 'Lowercase hex HMAC-SHA256 of the raw body with the gateway secret (400 GATEWAY_SIGNATURE_INVALID)',
    schema: { type: 'string', pattern: '^[0-9a-f]{64}$' },
  })
  @ApiBody({ type: SandboxNotificationDto })
  @ApiEnvelope(NotificationReceivedDto)
  @ApiBadRequestResponse({
    description:
      'GATEWAY_SIGNATURE_INVALID (bad or missing X-Gateway-Sign), BAD_REQUEST / VALIDATION_FAILED (malformed), ' +
      'PAYMENT_AMOUNT_MISMATCH (the amount differs from the order); nothing changes',
    content: ERROR_CONTENT,
  })
  @ApiNotFoundResponse({ description: 'ORDER_NOT_FOUND: no such order', content: ERROR_CONTENT })
  @ApiConflictResponse({
    description: 'ORDER_EXPIRED: the order expired unpaid before the payment',
    content: ERROR_CONTENT,
  })
  async notify(@Req() request: FastifyRequest): Promise<NotificationReceivedDto> {
    // The bytes as sent (kept by the JSON parser: rawBody in createApp); the parsed body is not used.
    const raw = (request as FastifyRequest & { rawBody?: Buffer }).rawBody;
    if (!raw || raw.length === 0) throw new DomainError('BAD_REQUEST');
    if (!verifyGatewaySignature(this.config.gatewaySecret, raw, request.headers[GATEWAY_SIGN_HEADER])) {
      throw new DomainError('GATEWAY_SIGNATURE_INVALID');
    }
    const parsed = parseNotificationBody(raw);
    if (!parsed.ok) throw parsed.malformed ? new DomainError('BAD_REQUEST') : DomainError.invalidFields(parsed.errors);
    const { orderId, tradeNo, amount, paidAt } = parsed.notification;
    const outcome = await this.sink.receive({ gateway: 'sandbox', orderId, tradeNo, amount, paidAt });
    if (outcome === 'accepted' || outcome === 'duplicate') return { order_id: orderId, trade_no: tradeNo, outcome };
    throw new DomainError(REFUSAL_ERROR_KEYS[outcome], {}, { order_id: orderId, trade_no: tradeNo });
  }
}
