// /admin/api/refused-payments: payments a gateway reported that were refused (react-admin list,
// newest first; filter gateway, reason, order_id). Read only: nothing was credited; staff refund the
// payer at the gateway with its trade number.
import { Get, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiProperty } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { formatAmount } from '@lootledger/contracts';
import { AdminListRequestDto, parseAdminList, readers, setContentRange } from '../../../platform/http/admin-list';
import { StaffController, StaffEndpoint } from '../../../staff';
import { ListRefusedPaymentsQuery, REFUSAL_REASONS, type RefusedPaymentView } from './list-refused-payments';

const RESOURCE = 'refused-payments';

export class AdminRefusedPaymentDto {
  @ApiProperty({ description: '{gateway}-{trade_no}' }) id!: string;
  @ApiProperty({ example: 'alipay' }) gateway!: string;
  @ApiProperty({ description: "the gateway's trade number" }) trade_no!: string;
  @ApiProperty({ description: 'the order the gateway named (it may not exist)' }) order_id!: string;
  @ApiProperty({ example: '100.00', description: 'paid at the gateway' }) amount!: string;
  @ApiProperty() paid_at!: string;
  @ApiProperty({ enum: REFUSAL_REASONS }) reason!: string;
  @ApiProperty({ description: 'how many reasons it was refused for' }) refusals!: number;
  @ApiProperty() first_refused_at!: string;
}

const toDto = (payment: RefusedPaymentView): AdminRefusedPaymentDto => ({
  id: payment.id,
  gateway: payment.gateway,
  trade_no: payment.tradeNo,
  order_id: payment.orderId,
  amount: formatAmount(payment.amount),
  paid_at: payment.paidAt,
  reason: payment.reason,
  refusals: payment.refusals,
  first_refused_at: payment.firstRefusedAt,
});

@StaffController('refused-payments')
export class RefusedPaymentsStaffController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get()
  @StaffEndpoint('list', RESOURCE, {
    summary: 'Payments reported by a gateway and refused (unknown order, wrong amount, expired), newest first',
    description: 'filter gateway, reason (unknown_order, amount_mismatch, order_expired), order_id',
    type: AdminRefusedPaymentDto,
    isArray: true,
  })
  async list(
    @Query() query: AdminListRequestDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminRefusedPaymentDto[]> {
    const parsed = parseAdminList(query, {
      sortFields: ['first_refused_at'] as const,
      defaultSort: { field: 'first_refused_at', order: 'DESC' },
      filters: { gateway: readers.string, reason: readers.oneOf(REFUSAL_REASONS), order_id: readers.string },
    });
    const { gateway, reason, order_id: orderId } = parsed.filter;
    const request = { offset: parsed.offset, limit: parsed.limit, filter: { gateway, reason, orderId } };
    const page = await this.queryBus.execute(new ListRefusedPaymentsQuery(request));
    setContentRange(reply, RESOURCE, request.offset, page.payments.length, page.total);
    return page.payments.map(toDto);
  }
}
