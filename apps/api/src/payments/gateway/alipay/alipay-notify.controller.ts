// POST /api/payments/notify/alipay: Alipay's asynchronous notification (a form, posted to the
// notify_url of the precreate / wap.pay request). Called by Alipay, not a player: no request
// signature (exempt in request-signing.hook.ts), no token. Alipay's RSA2 signature and our app_id are
// checked first, then the order (PAYMENT_NOTIFICATION_SINK). Alipay stops retrying only on the body
// `success`, so that is answered once the credit is recorded (accepted, or a repeat: duplicate) and
// for statuses that are no payment; anything refused gets `fail` and changes nothing (the sink keeps
// a record of a refused payment: Alipay's retries of it find it recorded).
import { Controller, HttpCode, Inject, Logger, Post, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiProperty,
  ApiPropertyOptional,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_STATUS } from '@lootledger/contracts';
import { TakesFormBody, isUtf8Form } from '../../../platform/http/body-policy';
import { PAYMENT_NOTIFICATION_SINK, REFUSAL_ERROR_KEYS, type PaymentNotificationSink } from '../payment-gateway.port';
import { parseNotificationForm, readNotification } from './alipay-notification';
import { AlipayPaymentGateway } from './alipay-payment.gateway';

export class AlipayNotificationDto {
  @ApiProperty({ example: '2030-01-01 12:00:05' }) notify_time!: string;
  @ApiProperty({ example: 'trade_status_sync' }) notify_type!: string;
  @ApiProperty({ example: 'ac05099524730693a8b330c5ecf72da9786' }) notify_id!: string;
  @ApiProperty({ description: 'Must be ALIPAY_APP_ID', example: '2021000000000000' }) app_id!: string;
  @ApiProperty({ example: 'utf-8' }) charset!: string;
  @ApiProperty({ example: '1.0' }) version!: string;
  @ApiProperty({ enum: ['RSA2'] }) sign_type!: string;
  @ApiProperty({
    description:
      "Base64 RSA-SHA256 (Alipay's public key) of the other parameters but sign and sign_type, sorted by name, " +
      'as name=value joined with &',
  })
  sign!: string;
  @ApiProperty({ description: "Alipay's trade number; a repeated notification repeats it" }) trade_no!: string;
  @ApiProperty({ description: 'Our order id', example: 'R1893499200000abcdef012345' }) out_trade_no!: string;
  @ApiProperty({
    enum: ['TRADE_SUCCESS', 'TRADE_FINISHED', 'WAIT_BUYER_PAY', 'TRADE_CLOSED'],
    description: 'Only TRADE_SUCCESS and TRADE_FINISHED are payments',
  })
  trade_status!: string;
  @ApiProperty({ description: 'Paid, in yuan', example: '100.00' }) total_amount!: string;
  @ApiProperty({ description: 'When it was paid, Beijing time', example: '2030-01-01 12:00:04' }) gmt_payment!: string;
  @ApiPropertyOptional({ description: 'Other parameters Alipay sends are covered by the signature too' })
  subject?: string;
}

@ApiTags('payments')
@Controller('api/payments/notify')
export class AlipayNotifyController {
  private readonly log = new Logger('AlipayNotifyController');

  constructor(
    private readonly gateway: AlipayPaymentGateway,
    @Inject(PAYMENT_NOTIFICATION_SINK) private readonly sink: PaymentNotificationSink,
  ) {}

  @Post('alipay')
  @HttpCode(200)
  @TakesFormBody()
  @ApiOperation({
    summary: "Alipay's asynchronous payment notification (gateway callback; not signed by players)",
    description:
      'Posted by Alipay to the notify_url of alipay.trade.precreate / alipay.trade.wap.pay, retried until the body ' +
      'is `success`. Verified with ALIPAY_PUBLIC_KEY (RSA2) and app_id = ALIPAY_APP_ID. A TRADE_SUCCESS or ' +
      'TRADE_FINISHED trade credits its order once however often it arrives; WAIT_BUYER_PAY and TRADE_CLOSED are ' +
      'acknowledged and credit nothing. A refusal answers `fail` and changes nothing.',
  })
  @ApiConsumes('application/x-www-form-urlencoded')
  @ApiProduces('text/plain')
  @ApiBody({ type: AlipayNotificationDto })
  @ApiOkResponse({
    description: '`success`: recorded (now or before), or a status that is no payment',
    content: { 'text/plain': { schema: { type: 'string', enum: ['success'] } } },
  })
  @ApiBadRequestResponse({
    description:
      '`fail`: bad or missing signature, another app_id, malformed, or an amount that differs from the order',
    content: { 'text/plain': { schema: { type: 'string', enum: ['fail'] } } },
  })
  @ApiNotFoundResponse({
    description: '`fail`: no such order',
    content: { 'text/plain': { schema: { type: 'string', enum: ['fail'] } } },
  })
  @ApiConflictResponse({
    description: '`fail`: the order expired unpaid before the payment',
    content: { 'text/plain': { schema: { type: 'string', enum: ['fail'] } } },
  })
  async notify(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const answer = (status: number, body: 'success' | 'fail', why?: string): void => {
      if (why) this.log.warn(`refused an Alipay notification: ${why}`);
      void reply.status(status).header('content-type', 'text/plain; charset=utf-8').send(body);
    };
    const raw = (request as FastifyRequest & { rawBody?: Buffer }).rawBody;
    if (!isUtf8Form(request.headers['content-type']) || !raw || raw.length === 0) {
      return answer(400, 'fail', 'not a form');
    }
    const params = parseNotificationForm(raw);
    if (!params) return answer(400, 'fail', 'malformed form');
    if (!this.gateway.verifyNotification(params)) return answer(400, 'fail', 'GATEWAY_SIGNATURE_INVALID');
    const reading = readNotification(params, this.gateway.settings.appId);
    if (reading.kind === 'refused') return answer(400, 'fail', reading.reason);
    if (reading.kind === 'not_a_payment') return answer(200, 'success');
    const { orderId, tradeNo, amount, paidAt } = reading.payment;
    const outcome = await this.sink.receive({ gateway: this.gateway.name, orderId, tradeNo, amount, paidAt });
    if (outcome === 'accepted' || outcome === 'duplicate') return answer(200, 'success');
    // A status and key for our logs and monitors (Alipay reads only the body).
    const key = REFUSAL_ERROR_KEYS[outcome];
    const status = ERROR_STATUS[key];
    return answer(status, 'fail', `${key} (out_trade_no ${orderId}, trade_no ${tradeNo})`);
  }
}
