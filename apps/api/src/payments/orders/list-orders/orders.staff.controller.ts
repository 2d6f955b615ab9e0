// /admin/api/orders: recharge orders for staff (react-admin: list with filters status
// pending/paid/expired, player_id, gateway, from/to (placed), id; sort created_at, price; show with
// the events of the order's stream). Read only: an order changes through its gateway, never by hand.
import { Get, Param, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { GetOrderForStaffQuery, type StaffOrderDetailView } from '../get-order-for-staff/get-order-for-staff.query';
import {
  ListOrdersQuery,
  ORDER_SORT_FIELDS,
  ORDER_STATUSES,
  type OrderListRequest,
  type StaffOrderPage,
} from './list-orders.query';
import { DomainError } from '../../../platform/errors/domain-error';
import { AdminListRequestDto, parseAdminList, readers, setContentRange } from '../../../platform/http/admin-list';
import { AdminOrderDetailDto, AdminOrderDto, toAdminOrderDetailDto, toAdminOrderDto } from './orders.staff.dto';
import { StaffController, StaffEndpoint } from '../../../staff';

const RESOURCE = 'orders';

export function parseOrderList(query: AdminListRequestDto): OrderListRequest {
  const parsed = parseAdminList(query, {
    sortFields: ORDER_SORT_FIELDS,
    defaultSort: { field: 'created_at', order: 'DESC' },
    filters: {
      status: readers.oneOf(ORDER_STATUSES),
      player_id: readers.string,
      gateway: readers.string,
      from: readers.date,
      to: readers.date,
      id: readers.ids,
    },
  });
  const { status, player_id: playerId, gateway, from, to, id } = parsed.filter;
  return { ...parsed, filter: { status, playerId, gateway, from, to, ids: id } };
}

@StaffController('orders')
export class OrdersStaffController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get()
  @StaffEndpoint('list', RESOURCE, {
    summary: 'Recharge orders, newest first (react-admin list)',
    description:
      'filter status (pending, paid, expired), player_id, gateway, from and to (ISO-8601; placed from <= t < to), id; sort created_at, price',
    type: AdminOrderDto,
    isArray: true,
  })
  async list(
    @Query() query: AdminListRequestDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminOrderDto[]> {
    const request = parseOrderList(query);
    const page = await this.queryBus.execute<ListOrdersQuery, StaffOrderPage>(new ListOrdersQuery(request));
    setContentRange(reply, RESOURCE, request.offset, page.orders.length, page.total);
    return page.orders.map(toAdminOrderDto);
  }

  @Get(':id')
  @StaffEndpoint('show', RESOURCE, {
    summary: 'One order with every event of its stream (placed, paid, credited, referral, completed)',
    type: AdminOrderDetailDto,
    refusals: [[404, 'NOT_FOUND']],
  })
  async show(@Param('id') id: string): Promise<AdminOrderDetailDto> {
    const order = await this.queryBus.execute<GetOrderForStaffQuery, StaffOrderDetailView | null>(
      new GetOrderForStaffQuery(id),
    );
    if (!order) throw new DomainError('NOT_FOUND');
    return toAdminOrderDetailDto(order);
  }
}
