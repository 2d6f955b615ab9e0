// /admin/api/boxes: the catalogue's boxes for staff (react-admin: list with filters q, category,
// enabled, id and the configured RTP; show with the pool and each item's odds; create; edit with the
// whole pool; enable/disable), and the RTP preview the pool editor calls while staff type. Every
// change is a staff audit entry holding the box before and after, its pool included (for a live box:
// the old and the new pool).
import { Body, Get, HttpCode, Ip, Param, Post, Put, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { BOX_CATEGORIES, formatAmount, parseAmount } from '@lootledger/contracts';
import { boxRtp } from '../domain/box-rtp';
import { GetBoxForStaffQuery, type StaffBoxDetailView } from '../get-box-for-staff/get-box-for-staff.query';
import { GetItemsQuery, type CatalogueItemView } from '../get-items/get-items.query';
import { isCatalogueId } from '../domain/catalogue-rules';
import { ListBoxesForStaffQuery, type StaffBoxView } from '../list-boxes-for-staff/list-boxes-for-staff.query';
import { poolOdds } from '../domain/odds';
import { SaveBoxCommand, type SaveBoxInput } from './save-box.command';
import { SetBoxEnabledCommand } from '../set-box-enabled/set-box-enabled.command';
import { DomainError } from '../../platform/errors/domain-error';
import { AdminListRequestDto, parseAdminList, readers, setContentRange } from '../../platform/http/admin-list';
import { fieldProblem, type FieldError } from '../../platform/validation/field-errors';
import { StaffAuditLog, StaffController, StaffEndpoint } from '../../staff';
import { type AuthenticatedStaff, CurrentStaff } from '../../platform/auth';
import { hundredths, ReasonDto } from '../../platform/http/staff-fields';
import { containsText, pageInMemory } from '../../platform/http/in-memory-list';
import {
  AdminBoxDetailDto,
  AdminBoxDto,
  auditedBox,
  CreateBoxDto,
  RtpPreviewDto,
  RtpPreviewResultDto,
  toAdminBoxDetailDto,
  toAdminBoxDto,
  UpdateBoxDto,
} from './boxes.staff.dto';

const RESOURCE = 'boxes';
const SORT_FIELDS = ['id', 'name_en', 'price', 'rtp', 'sort_order', 'enabled', 'updated_at'] as const;

/** The catalogue names fields as its input does; the admin API as its JSON does. */
function asAdminFields(error: unknown): unknown {
  if (!(error instanceof DomainError) || !error.fieldErrors) return error;
  return DomainError.invalidFields(
    error.fieldErrors.map((fieldError) => ({
      ...fieldError,
      field: fieldError.field.replace(/\bitemId\b/, 'item_id').replace(/\bsortOrder\b/, 'sort_order'),
    })),
  );
}

@StaffController('boxes')
export class BoxesStaffController {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly commandBus: CommandBus,
    private readonly auditLog: StaffAuditLog,
  ) {}

  @Get()
  @StaffEndpoint('list', RESOURCE, {
    summary: 'Boxes with price, state and configured RTP (react-admin list)',
    description: `filter q (id or names), category (${BOX_CATEGORIES.join(', ')}), enabled, id; sort ${SORT_FIELDS.join(', ')}`,
    type: AdminBoxDto,
    isArray: true,
  })
  async list(
    @Query() query: AdminListRequestDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminBoxDto[]> {
    const request = parseAdminList(query, {
      sortFields: SORT_FIELDS,
      defaultSort: { field: 'sort_order', order: 'ASC' },
      filters: { q: readers.string, category: readers.string, enabled: readers.boolean, id: readers.ids },
    });
    const boxes = await this.queryBus.execute<ListBoxesForStaffQuery, StaffBoxView[]>(new ListBoxesForStaffQuery());
    const page = pageInMemory(boxes.map(toAdminBoxDto), request, {
      sortBy: {
        id: (box) => box.id,
        name_en: (box) => box.name_en.toLowerCase(),
        price: (box) => parseAmount(box.price) ?? 0n,
        rtp: (box) => parseAmount(box.rtp) ?? 0n,
        sort_order: (box) => box.sort_order,
        enabled: (box) => box.enabled,
        updated_at: (box) => box.updated_at,
      },
      matches: (box, { q, category, enabled, id }) =>
        containsText(q, box.id, box.name_zh, box.name_en) &&
        (category === undefined || box.category === category) &&
        (enabled === undefined || box.enabled === enabled) &&
        (id === undefined || id.includes(box.id)),
      idOf: (box) => box.id,
    });
    setContentRange(reply, RESOURCE, request.offset, page.rows.length, page.total);
    return page.rows;
  }

  @Post('rtp-preview')
  @HttpCode(200)
  @StaffEndpoint('show', RESOURCE, {
    summary: 'The RTP and odds a pool would have at a price, for the pool editor (nothing is written)',
    description: '400 VALIDATION_FAILED naming pool.N.item_id (unknown or twice), pool.N.weight, price.',
    type: RtpPreviewResultDto,
  })
  async rtpPreview(@Body() body: RtpPreviewDto): Promise<RtpPreviewResultDto> {
    const price = hundredths(body.price);
    const items = new Map(
      (
        await this.queryBus.execute<GetItemsQuery, CatalogueItemView[]>(
          new GetItemsQuery(body.pool.map((entry) => entry.item_id)),
        )
      ).map((item) => [item.id, item]),
    );
    const problems: FieldError[] = [];
    if (price <= 0n) problems.push(fieldProblem('price', 'price must be greater than 0', 'price 须大于 0'));
    const seen = new Set<string>();
    body.pool.forEach((entry, index) => {
      if (seen.has(entry.item_id)) {
        problems.push(
          fieldProblem(`pool.${index}.item_id`, 'an item appears twice in the pool', '同一饰品在奖池中重复'),
        );
      } else if (!items.has(entry.item_id)) {
        problems.push(
          fieldProblem(`pool.${index}.item_id`, `no item ${entry.item_id}`, `饰品 ${entry.item_id} 不存在`),
        );
      }
      seen.add(entry.item_id);
    });
    if (problems.length > 0) throw DomainError.invalidFields(problems);
    const odds = poolOdds(body.pool.map((entry) => entry.weight));
    return {
      rtp: boxRtp(
        body.pool.map((entry) => ({ weight: entry.weight, value: items.get(entry.item_id)!.value })),
        price,
      ),
      total_weight: body.pool.reduce((sum, entry) => sum + entry.weight, 0),
      odds: body.pool.map((entry, index) => {
        const item = items.get(entry.item_id)!;
        return {
          item_id: item.id,
          name_zh: item.name_zh,
          name_en: item.name_en,
          value: formatAmount(item.value),
          weight: entry.weight,
          odds: odds[index],
        };
      }),
    };
  }

  @Get(':id')
  @StaffEndpoint('show', RESOURCE, {
    summary: 'One box with its pool in draw order: each item, its weight and odds; the RTP',
    type: AdminBoxDetailDto,
    refusals: [[404, 'NOT_FOUND']],
  })
  async show(@Param('id') id: string): Promise<AdminBoxDetailDto> {
    return toAdminBoxDetailDto(await this.find(id));
  }

  @Post()
  @HttpCode(200)
  @StaffEndpoint('create', RESOURCE, {
    summary: 'Create a box with its pool; answers it with its RTP',
    description:
      '400 VALIDATION_FAILED naming each refused field (pool.N.item_id, pool.N.weight, ...); 409 DUPLICATE_ID. Audited.',
    type: AdminBoxDetailDto,
  })
  async create(
    @Body() body: CreateBoxDto,
    @CurrentStaff() staff: AuthenticatedStaff,
    @Ip() ip: string,
  ): Promise<AdminBoxDetailDto> {
    if (isCatalogueId(body.id) && (await this.findOrNull(body.id))) throw new DomainError('DUPLICATE_ID');
    await this.save(this.toInput(body.id, body, null));
    const after = toAdminBoxDetailDto(await this.find(body.id));
    await this.auditLog.record({
      staff,
      action: 'create',
      resource: RESOURCE,
      resourceId: body.id,
      before: null,
      after: auditedBox(after),
      reason: body.reason ?? null,
      ip,
    });
    return after;
  }

  @Put(':id')
  @StaffEndpoint('edit', RESOURCE, {
    summary: 'Edit a box: its fields and its whole pool (replaced in one transaction); answers it with its new RTP',
    description:
      '400 VALIDATION_FAILED naming each refused field (weights must be positive integers, each item once); 404 NOT_FOUND. ' +
      'Audited with the box before and after, pools included. Players see the new odds at once.',
    type: AdminBoxDetailDto,
    refusals: [[404, 'NOT_FOUND']],
  })
  async update(
    @Param('id') id: string,
    @Body() body: UpdateBoxDto,
    @CurrentStaff() staff: AuthenticatedStaff,
    @Ip() ip: string,
  ): Promise<AdminBoxDetailDto> {
    const current = await this.find(id);
    const before = toAdminBoxDetailDto(current);
    await this.save(this.toInput(id, body, current));
    const after = toAdminBoxDetailDto(await this.find(id));
    await this.auditLog.record({
      staff,
      action: 'edit',
      resource: RESOURCE,
      resourceId: id,
      before: auditedBox(before),
      after: auditedBox(after),
      reason: body.reason ?? null,
      ip,
    });
    return after;
  }

  @Post(':id/enable')
  @HttpCode(200)
  @StaffEndpoint('edit', RESOURCE, {
    summary: 'Put a box on sale (listed and openable). Audited.',
    type: AdminBoxDetailDto,
    refusals: [[404, 'NOT_FOUND']],
  })
  enable(
    @Param('id') id: string,
    @Body() body: ReasonDto,
    @CurrentStaff() staff: AuthenticatedStaff,
    @Ip() ip: string,
  ): Promise<AdminBoxDetailDto> {
    return this.setEnabled(id, true, body, staff, ip);
  }

  @Post(':id/disable')
  @HttpCode(200)
  @StaffEndpoint('edit', RESOURCE, {
    summary: 'Take a box off sale (hidden from players, cannot be opened). Audited.',
    type: AdminBoxDetailDto,
    refusals: [[404, 'NOT_FOUND']],
  })
  disable(
    @Param('id') id: string,
    @Body() body: ReasonDto,
    @CurrentStaff() staff: AuthenticatedStaff,
    @Ip() ip: string,
  ): Promise<AdminBoxDetailDto> {
    return this.setEnabled(id, false, body, staff, ip);
  }

  private async setEnabled(
    id: string,
    enabled: boolean,
    body: ReasonDto,
    staff: AuthenticatedStaff,
    ip: string,
  ): Promise<AdminBoxDetailDto> {
    const before = toAdminBoxDetailDto(await this.find(id));
    await this.commandBus.execute(new SetBoxEnabledCommand(id, enabled));
    const after = toAdminBoxDetailDto(await this.find(id));
    await this.auditLog.record({
      staff,
      action: enabled ? 'enable' : 'disable',
      resource: RESOURCE,
      resourceId: id,
      before: { enabled: before.enabled },
      after: { enabled: after.enabled },
      reason: body.reason ?? null,
      ip,
    });
    return after;
  }

  private toInput(id: string, body: UpdateBoxDto, current: StaffBoxDetailView | null): SaveBoxInput {
    return {
      id,
      name_zh: body.name_zh,
      name_en: body.name_en,
      ...(body.cover ? { cover: body.cover } : {}),
      price: hundredths(body.price),
      category: body.category,
      enabled: body.enabled ?? current?.enabled ?? true,
      sortOrder: body.sort_order ?? current?.sortOrder ?? 0,
      pool: body.pool.map((entry, position) => ({ itemId: entry.item_id, weight: entry.weight, position })),
    };
  }

  private async save(input: SaveBoxInput): Promise<void> {
    try {
      await this.commandBus.execute(new SaveBoxCommand(input));
    } catch (error) {
      throw asAdminFields(error);
    }
  }

  private findOrNull(id: string): Promise<StaffBoxDetailView | null> {
    return this.queryBus.execute<GetBoxForStaffQuery, StaffBoxDetailView | null>(new GetBoxForStaffQuery(id));
  }

  private async find(id: string): Promise<StaffBoxDetailView> {
    const box = await this.findOrNull(id);
    if (!box) throw new DomainError('NOT_FOUND');
    return box;
  }
}
