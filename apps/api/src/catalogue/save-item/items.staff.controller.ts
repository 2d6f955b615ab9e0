// /admin/api/items: the catalogue's items for staff (react-admin: list with filters q, lv, dura, id;
// sort id, name_en, value, lv; show; create; edit). Every change is a staff audit entry with the item
// before and after. Editing an item's value moves the RTP of every box that holds it.
import { Body, Get, HttpCode, Ip, Param, Post, Put, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { isCatalogueId } from '../domain/catalogue-rules';
import {
  ITEM_SORT_FIELDS,
  ListItemsForStaffQuery,
  type ItemListRequest,
  type StaffItemPage,
  type StaffItemView,
} from '../list-items-for-staff/list-items-for-staff.query';
import { SaveItemCommand, type SaveItemInput } from './save-item.command';
import { DomainError } from '../../platform/errors/domain-error';
import { AdminListRequestDto, parseAdminList, readers, setContentRange } from '../../platform/http/admin-list';
import { StaffAuditLog, StaffController, StaffEndpoint } from '../../staff';
import { type AuthenticatedStaff, CurrentStaff } from '../../platform/auth';
import { hundredths } from '../../platform/http/staff-fields';
import { AdminItemDto, CreateItemDto, toAdminItemDto, UpdateItemDto } from './items.staff.dto';

const RESOURCE = 'items';

export function parseItemList(query: AdminListRequestDto): ItemListRequest {
  const parsed = parseAdminList(query, {
    sortFields: ITEM_SORT_FIELDS,
    defaultSort: { field: 'id', order: 'ASC' },
    filters: { q: readers.string, lv: readers.integer, dura: readers.integer, id: readers.ids },
  });
  const { q, lv, dura, id } = parsed.filter;
  return { ...parsed, filter: { q, lv, dura, ids: id } };
}

function toInput(id: string, body: UpdateItemDto): SaveItemInput {
  return {
    id,
    name_zh: body.name_zh,
    name_en: body.name_en,
    hash_name: body.hash_name,
    weapon: body.weapon,
    skin: body.skin,
    ...(body.cover ? { cover: body.cover } : {}),
    value: hundredths(body.value),
    lv: body.lv,
    dura: body.dura,
  };
}

@StaffController('items')
export class ItemsStaffController {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly commandBus: CommandBus,
    private readonly auditLog: StaffAuditLog,
  ) {}

  @Get()
  @StaffEndpoint('list', RESOURCE, {
    summary:
      'Items (react-admin list): filter q (id, names, hash name), lv, dura, id (one or a list); sort id, name_en, value, lv',
    type: AdminItemDto,
    isArray: true,
  })
  async list(
    @Query() query: AdminListRequestDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminItemDto[]> {
    const request = parseItemList(query);
    const page = await this.queryBus.execute<ListItemsForStaffQuery, StaffItemPage>(
      new ListItemsForStaffQuery(request),
    );
    setContentRange(reply, RESOURCE, request.offset, page.items.length, page.total);
    return page.items.map(toAdminItemDto);
  }

  @Get(':id')
  @StaffEndpoint('show', RESOURCE, { summary: 'One item', type: AdminItemDto, refusals: [[404, 'NOT_FOUND']] })
  async show(@Param('id') id: string): Promise<AdminItemDto> {
    return toAdminItemDto(await this.find(id));
  }

  @Post()
  @HttpCode(200)
  @StaffEndpoint('create', RESOURCE, {
    summary: 'Create an item',
    description: '400 VALIDATION_FAILED naming each refused field; 409 DUPLICATE_ID when the id is taken. Audited.',
    type: AdminItemDto,
  })
  async create(
    @Body() body: CreateItemDto,
    @CurrentStaff() staff: AuthenticatedStaff,
    @Ip() ip: string,
  ): Promise<AdminItemDto> {
    if (isCatalogueId(body.id) && (await this.findOrNull(body.id))) throw new DomainError('DUPLICATE_ID');
    await this.commandBus.execute(new SaveItemCommand(toInput(body.id, body)));
    const after = toAdminItemDto(await this.find(body.id));
    await this.auditLog.record({
      staff,
      action: 'create',
      resource: RESOURCE,
      resourceId: body.id,
      before: null,
      after,
      reason: body.reason ?? null,
      ip,
    });
    return after;
  }

  @Put(':id')
  @StaffEndpoint('edit', RESOURCE, {
    summary: 'Edit an item (every field; its value moves the RTP of the boxes holding it)',
    description: '400 VALIDATION_FAILED naming each refused field; 404 NOT_FOUND. Audited with before and after.',
    type: AdminItemDto,
    refusals: [[404, 'NOT_FOUND']],
  })
  async update(
    @Param('id') id: string,
    @Body() body: UpdateItemDto,
    @CurrentStaff() staff: AuthenticatedStaff,
    @Ip() ip: string,
  ): Promise<AdminItemDto> {
    const before = toAdminItemDto(await this.find(id));
    await this.commandBus.execute(new SaveItemCommand(toInput(id, body)));
    const after = toAdminItemDto(await this.find(id));
    await this.auditLog.record({
      staff,
      action: 'edit',
      resource: RESOURCE,
      resourceId: id,
      before,
      after,
      reason: body.reason ?? null,
      ip,
    });
    return after;
  }

  private async findOrNull(id: string): Promise<StaffItemView | null> {
    const page = await this.queryBus.execute<ListItemsForStaffQuery, StaffItemPage>(
      new ListItemsForStaffQuery({ sort: { field: 'id', order: 'ASC' }, offset: 0, limit: 1, filter: { ids: [id] } }),
    );
    return page.items[0] ?? null;
  }

  private async find(id: string): Promise<StaffItemView> {
    const item = await this.findOrNull(id);
    if (!item) throw new DomainError('NOT_FOUND');
    return item;
  }
}
