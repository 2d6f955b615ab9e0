// The sandbox gateway's own pages (mounted only with PAYMENT_PROVIDER=sandbox), where the QR code and
// the H5 link lead; kept out of the OpenAPI document like /sandbox/sms:
//   GET  /sandbox/pay/{order_id}           the pay page (HTML, zh/en by ?lang= or Accept-Language); 404 page if unknown
//   POST /sandbox/pay/{order_id}/confirm   Pay: 303 back to the page, or JSON with Accept: application/json;
//                                          a paid or expired payment: 409 (page, or PAYMENT_CODE_USED), unknown: 404
import { Controller, Get, Param, Post, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { formatAmount } from '@lootledger/contracts';
import { DomainError } from '../../../platform/errors/domain-error';
import { resolveLanguage } from '../../../platform/i18n/language';
import { PAY_PAGE_CSP, payPagePath, renderNotFoundPage, renderPayPage } from './sandbox-pay-page';
import type { SandboxPayment } from './sandbox-payment';
import { SandboxPaymentGateway } from './sandbox-payment.gateway';

export interface SandboxPaymentJson {
  order_id: string;
  amount: string;
  subject: string;
  pay_way: string;
  status: string;
  expires_at: string;
  trade_no: string | null;
  paid_at: string | null;
}

@ApiExcludeController()
@Controller('sandbox/pay')
export class SandboxPayController {
  constructor(private readonly gateway: SandboxPaymentGateway) {}

  @Get(':orderId')
  async page(@Param('orderId') orderId: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const lang = languageOf(request);
    const payment = await this.gateway.find(orderId);
    if (!payment) return html(reply, 404, renderNotFoundPage(orderId, lang));
    return html(reply, 200, renderPayPage(payment, lang));
  }

  @Post(':orderId/confirm')
  async confirm(@Param('orderId') orderId: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const lang = languageOf(request);
    const json = (request.headers.accept ?? '').includes('application/json');
    const result = await this.gateway.confirm(orderId);
    if (result.ok) {
      if (json) return reply.status(200).send(toJson(result.payment));
      return reply
        .status(303)
        .header('location', `${payPagePath(orderId)}?lang=${lang}`)
        .send();
    }
    if (result.reason === 'not_found') {
      if (json) throw new DomainError('NOT_FOUND');
      return html(reply, 404, renderNotFoundPage(orderId, lang));
    }
    if (json) throw new DomainError('PAYMENT_CODE_USED', {}, toJson(result.payment));
    return html(reply, 409, renderPayPage(result.payment, lang));
  }
}

function languageOf(request: FastifyRequest) {
  return resolveLanguage(request.query, request.headers['accept-language']);
}

function html(reply: FastifyReply, status: number, page: string): FastifyReply {
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', PAY_PAGE_CSP)
    .send(page);
}

export function toJson(payment: SandboxPayment): SandboxPaymentJson {
  return {
    order_id: payment.orderId,
    amount: formatAmount(payment.amount),
    subject: payment.subject,
    pay_way: payment.payWay,
    status: payment.status,
    expires_at: payment.expiresAt.toISOString(),
    trade_no: payment.tradeNo,
    paid_at: payment.paidAt?.toISOString() ?? null,
  };
}
