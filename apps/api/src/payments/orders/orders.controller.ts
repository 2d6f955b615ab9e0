// POST /api/recharge (an order and its payment), GET /api/recharge/{order_id} (its status and, once
// credited, the credits the player's account recorded for it), GET /api/recharge_record (the
// player's orders, paged).
import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ChangeType, formatAmount, type ChangeRecordView, type Language, type Paged } from '@lootledger/contracts';
import type { SqlClient } from '@lootledger/event-store';
import {
  CurrentPlayer,
  MobileRequiredGuard,
  PlayerAuthGuard,
  type AuthenticatedPlayer,
  RefusedWhileExcluded,
} from '../../platform/auth';
import { GetChangeRecordsQuery } from '../../ledger';
import { SQL_CLIENT } from '../../platform/database/database.module';
import { DomainError } from '../../platform/errors/domain-error';
import { PageRequestDto, pageOf } from '../../platform/http/page-request.dto';
import { RequestLanguage } from '../../platform/i18n/request-language.decorator';
import { ApiEnvelope } from '../../platform/openapi/api-envelope.decorator';
import { orderStatus, type OrderStatus } from './domain/order';
import {
  CreditedLineDto,
  OrderDto,
  PayWayDto,
  PAY_WAY_NUMBERS,
  PAY_WAYS,
  PlacedOrderDto,
  RechargeDto,
  RechargeRecordDto,
  RechargeRecordsPageDto,
} from './orders.dto';
import { OrdersService } from './orders.service';

const STATUS_NAMES: Record<OrderStatus, Record<Language, string>> = {
  pending: { zh: '待支付', en: 'Pending payment' },
  paid: { zh: '已支付', en: 'Paid' },
  expired: { zh: '已过期', en: 'Expired' },
};

/** The credits a paid recharge brings (ledger/domain/recharge.decider.ts): one of each at most. */
const RECHARGE_CREDITS = [ChangeType.RECHARGE, ChangeType.FIRST_RECHARGE_BONUS, ChangeType.VIP_REBATE];

@ApiTags('payments')
@ApiBearerAuth()
@Controller('api')
@UseGuards(PlayerAuthGuard)
export class OrdersController {
  constructor(
    private readonly orders: OrdersService,
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
    private readonly queryBus: QueryBus,
  ) {}

  @Post('recharge')
  @RefusedWhileExcluded()
  @HttpCode(200)
  @UseGuards(MobileRequiredGuard)
  @ApiOperation({
    summary: 'Create a recharge order for a package: the QR code (desktop) and the H5 link (phone) to pay it',
    description:
      '422 MOBILE_REQUIRED without a bound mobile (a Steam sign-up); 404 PACKAGE_NOT_FOUND; 400 VALIDATION_FAILED for a pay_way other than 7 (Alipay), 8 (WeChat Pay) or 9 (card); 422 PAY_WAY_UNAVAILABLE for one no enabled gateway takes (GET /api/recharge/pay_ways); 503 PAYMENT_GATEWAY_UNAVAILABLE when the gateway cannot be reached. Unpaid, the order expires after 15 minutes and is closed at its gateway.',
  })
  @ApiEnvelope(PlacedOrderDto)
  async recharge(@CurrentPlayer() player: AuthenticatedPlayer, @Body() body: RechargeDto): Promise<PlacedOrderDto> {
    const placed = await this.orders.place(player.playerId, body.id, PAY_WAYS[body.pay_way]);
    return { order_id: placed.orderId, list: { qr_url: placed.payment.qrUrl, h5: placed.payment.h5Url } };
  }

  @Get('recharge/pay_ways')
  @ApiOperation({
    summary: 'The pay ways offered now (7 Alipay, 8 WeChat Pay, 9 card), as the enabled payment gateways take them',
  })
  @ApiEnvelope(PayWayDto, { isArray: true })
  payWays(): PayWayDto[] {
    return this.orders.payWays().map((name) => ({ pay_way: PAY_WAY_NUMBERS[name], name }));
  }

  @Get('recharge/:order_id')
  @ApiOperation({
    summary:
      'One of your orders: pending (with its QR code and H5 link, to pay it again from a reload), paid or expired',
    description:
      "404 ORDER_NOT_FOUND for an unknown order or another player's. list is null while the gateway cannot give the links again. credited is null until the payment is credited, then the coins it brought as the player's account recorded them (recharge, first-recharge bonus, VIP rebate).",
  })
  @ApiEnvelope(OrderDto)
  async order(
    @CurrentPlayer() player: AuthenticatedPlayer,
    @Param('order_id') orderId: string,
    @RequestLanguage() lang: Language,
  ): Promise<OrderDto> {
    const { state } = await this.orders.load(orderId);
    if (!state.placed || state.placed.player_id !== player.playerId) throw new DomainError('ORDER_NOT_FOUND');
    const status = orderStatus(state, new Date());
    // The status answers even when the gateway cannot give the links again now (unreachable, or
    // paid there a moment before its notification): the page polls on and shows the result.
    const links = status === 'pending' ? await this.orders.paymentLinks(state.placed).catch(() => null) : null;
    return {
      order_id: orderId,
      status,
      bean: formatAmount(BigInt(state.placed.bean)),
      price: formatAmount(BigInt(state.placed.price)),
      pay_way: PAY_WAY_NUMBERS[state.placed.pay_way],
      list: links && { qr_url: links.qrUrl, h5: links.h5Url },
      credited: state.credited ? await this.creditedLines(player.playerId, orderId, lang) : null,
    };
  }

  /** What the player's account recorded for the order (its change records), oldest first. */
  private async creditedLines(playerId: string, orderId: string, lang: Language): Promise<CreditedLineDto[]> {
    const records: Paged<ChangeRecordView> = await this.queryBus.execute(
      new GetChangeRecordsQuery(playerId, 1, RECHARGE_CREDITS.length, lang, RECHARGE_CREDITS, orderId),
    );
    return records.data
      .toReversed()
      .map(({ change_type, change_type_alias, bean }) => ({ change_type, change_type_alias, bean }));
  }

  @Get('recharge_record')
  @ApiOperation({ summary: 'Your recharge orders, newest first' })
  @ApiEnvelope(RechargeRecordsPageDto)
  async records(
    @CurrentPlayer() player: AuthenticatedPlayer,
    @Query() request: PageRequestDto,
    @RequestLanguage() lang: Language,
  ): Promise<Paged<RechargeRecordDto>> {
    const { page, perPage } = pageOf(request);
    const [counted, rows] = await Promise.all([
      this.sql.query<{ total: string }>(`SELECT count(*)::text AS total FROM payments_orders WHERE player_id = $1`, [
        player.playerId,
      ]),
      this.sql.query<{
        order_id: string;
        bean: string;
        price: string;
        paid: boolean;
        expires_at: Date | string;
        created_at: Date | string;
      }>(
        `SELECT order_id, bean::text AS bean, price::text AS price, paid, expires_at, created_at FROM payments_orders
          WHERE player_id = $1 ORDER BY created_at DESC, order_id LIMIT $2 OFFSET $3`,
        [player.playerId, perPage, (page - 1) * perPage],
      ),
    ]);
    const now = Date.now();
    return {
      data: rows.rows.map((row) => {
        const status: OrderStatus = row.paid
          ? 'paid'
          : new Date(row.expires_at).getTime() < now
            ? 'expired'
            : 'pending';
        return {
          code: row.order_id,
          bean: formatAmount(BigInt(row.bean)),
          price: formatAmount(BigInt(row.price)),
          status,
          status_alias: STATUS_NAMES[status][lang],
          created_at: new Date(row.created_at).toISOString(),
        };
      }),
      total: Number(counted.rows[0].total),
      per_page: perPage,
      current_page: page,
    };
  }
}
