// /admin/api/bills: delivery bills for staff (react-admin: list with filters status, awaiting_approval,
// player_id, from/to (opened), id; sort created_at, updated_at, status; show with the bill's stream and
// its trade offer) and the actions support takes on them: retry (reschedule now), approve (a bill held
// above DELIVERY_APPROVAL_THRESHOLD), reject (the item returns to the backpack with the reason). Each
// action is a staff audit entry with the bill before and after.
import { Body, Get, HttpCode, Ip, Param, Post, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { ApproveBillCommand } from '../approve-bill/approve-bill.command';
import {
  BILL_SORT_FIELDS,
  BILL_STATUSES,
  ListBillsQuery,
  type BillListRequest,
  type StaffBillPage,
} from './list-bills.query';
import { GetBillQuery, type StaffBillDetailView } from '../get-bill/get-bill.query';
import { RejectBillCommand } from '../reject-bill/reject-bill.command';
import { RetryBillCommand } from '../retry-bill/retry-bill.command';
import { type BillChange } from './bill-change';
import { DomainError } from '../../platform/errors/domain-error';
import { AdminListRequestDto, parseAdminList, readers, setContentRange } from '../../platform/http/admin-list';
import { StaffAuditLog, StaffController, StaffEndpoint } from '../../staff';
import { type AuthenticatedStaff, CurrentStaff } from '../../platform/auth';
import { ReasonDto } from '../../platform/http/staff-fields';
import {
  AdminBillDetailDto,
  AdminBillDto,
  RejectBillDto,
  toAdminBillDetailDto,
  toAdminBillDto,
} from './bills.staff.dto';

const RESOURCE = 'bills';

export function parseBillList(query: AdminListRequestDto): BillListRequest {
  const parsed = parseAdminList(query, {
    sortFields: BILL_SORT_FIELDS,
    defaultSort: { field: 'created_at', order: 'DESC' },
    filters: {
      status: readers.integerOf(BILL_STATUSES),
      awaiting_approval: readers.boolean,
      player_id: readers.string,
      from: readers.date,
      to: readers.date,
      id: readers.ids,
    },
  });
  const { status, awaiting_approval: awaitingApproval, player_id: playerId, from, to, id } = parsed.filter;
  return { ...parsed, filter: { status, awaitingApproval, playerId, from, to, ids: id } };
}

@StaffController('bills')
export class BillsStaffController {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly commandBus: CommandBus,
    private readonly auditLog: StaffAuditLog,
  ) {}

  @Get()
  @StaffEndpoint('list', RESOURCE, {
    summary: 'Delivery bills, newest first (react-admin list)',
    description:
      'filter status (0, 1, 4, 5, 6), awaiting_approval, player_id, from and to (ISO-8601; opened from <= t < to), id; ' +
      'sort created_at, updated_at, status',
    type: AdminBillDto,
    isArray: true,
  })
  async list(
    @Query() query: AdminListRequestDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminBillDto[]> {
    const request = parseBillList(query);
    const page = await this.queryBus.execute<ListBillsQuery, StaffBillPage>(new ListBillsQuery(request));
    setContentRange(reply, RESOURCE, request.offset, page.bills.length, page.total);
    return page.bills.map(toAdminBillDto);
  }

  @Get(':id')
  @StaffEndpoint('show', RESOURCE, {
    summary: 'One bill with every event of its stream and the trade offer as the provider has it now',
    type: AdminBillDetailDto,
    refusals: [[404, 'NOT_FOUND']],
  })
  async show(@Param('id') id: string): Promise<AdminBillDetailDto> {
    const bill = await this.queryBus.execute<GetBillQuery, StaffBillDetailView | null>(new GetBillQuery(id));
    if (!bill) throw new DomainError('NOT_FOUND');
    return toAdminBillDetailDto(bill);
  }

  @Post(':id/retry')
  @HttpCode(200)
  @StaffEndpoint('edit', RESOURCE, {
    summary: 'Reschedule an open bill now (provider calls kept failing, or it looks stuck): attempts start over',
    description:
      '404 NOT_FOUND; 409 BILL_SETTLED for a finished bill; 409 CONCURRENT_CHANGE while the driver holds it. Audited.',
    type: AdminBillDto,
  })
  async retry(
    @Param('id') id: string,
    @Body() body: ReasonDto,
    @CurrentStaff() staff: AuthenticatedStaff,
    @Ip() ip: string,
  ): Promise<AdminBillDto> {
    const change = await this.commandBus.execute<RetryBillCommand, BillChange>(new RetryBillCommand(id));
    return this.audited(staff, 'retry', id, change, body.reason, ip);
  }

  @Post(':id/approve')
  @HttpCode(200)
  @StaffEndpoint('edit', RESOURCE, {
    summary: 'Approve a bill held for approval (its item is worth more than DELIVERY_APPROVAL_THRESHOLD): it is sent',
    description: '404 NOT_FOUND; 409 BILL_NOT_AWAITING_APPROVAL, BILL_SETTLED. Audited.',
    type: AdminBillDto,
  })
  async approve(
    @Param('id') id: string,
    @Body() body: ReasonDto,
    @CurrentStaff() staff: AuthenticatedStaff,
    @Ip() ip: string,
  ): Promise<AdminBillDto> {
    const change = await this.commandBus.execute<ApproveBillCommand, BillChange>(
      new ApproveBillCommand(id, staff.staffId),
    );
    return this.audited(staff, 'approve', id, change, body.reason, ip);
  }

  @Post(':id/reject')
  @HttpCode(200)
  @StaffEndpoint('edit', RESOURCE, {
    summary:
      'Reject a bill no offer was sent for (held, or not yet sent): the item returns to the backpack with the reason',
    description:
      'The reason becomes the back_message the player sees. 404 NOT_FOUND; 409 BILL_OFFER_SENT once a trade offer is out ' +
      '(it cannot be withdrawn: wait for its outcome), BILL_SETTLED. Audited.',
    type: AdminBillDto,
  })
  async reject(
    @Param('id') id: string,
    @Body() body: RejectBillDto,
    @CurrentStaff() staff: AuthenticatedStaff,
    @Ip() ip: string,
  ): Promise<AdminBillDto> {
    const reason = body.reason.trim();
    if (reason === '') {
      throw DomainError.invalidFields([
        { field: 'reason', message: { en: 'reason must not be empty', zh: 'reason 不能为空' } },
      ]);
    }
    const change = await this.commandBus.execute<RejectBillCommand, BillChange>(
      new RejectBillCommand(id, reason, staff.staffId),
    );
    return this.audited(staff, 'reject', id, change, reason, ip);
  }

  private async audited(
    staff: AuthenticatedStaff,
    action: string,
    billId: string,
    change: BillChange,
    reason: string | undefined,
    ip: string,
  ): Promise<AdminBillDto> {
    const after = toAdminBillDto(change.after);
    await this.auditLog.record({
      staff,
      action,
      resource: RESOURCE,
      resourceId: billId,
      before: toAdminBillDto(change.before),
      after,
      reason: reason ?? null,
      ip,
    });
    return after;
  }
}
