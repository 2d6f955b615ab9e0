// /admin/api/promotion-levels: the referral levels for content staff (react-admin: list sorted by
// level; show; create; edit; delete; invite totals must rise with the level). The next invitee
// recharge's commission uses a change. Every change is a staff audit entry in the same transaction.
import { basisPoints, hundredths } from '../../platform/http/staff-fields';
import { AuditedConfigController, type ConfigResource, listByIds } from '../../staff';
import { DeletePromotionLevelCommand } from '../delete-promotion-level/delete-promotion-level.command';
import { levelOf } from '../levels/level-rules';
import type { PromotionLevel } from '../levels/loyalty-levels';
import { ListPromotionLevelsQuery } from '../list-promotion-levels/list-promotion-levels.query';
import {
  AdminPromotionLevelDto,
  CreatePromotionLevelDto,
  toAdminPromotionLevelDto,
  UpdatePromotionLevelDto,
} from './promotion-levels.staff.dto';
import { SavePromotionLevelCommand } from './save-promotion-level.command';

function toLevel(level: number, body: UpdatePromotionLevelDto): PromotionLevel {
  return {
    level,
    nameZh: body.name_zh,
    nameEn: body.name_en,
    inviteTotal: hundredths(body.invite_total),
    rebateBp: basisPoints(body.rebate),
    descriptionZh: body.description_zh,
    descriptionEn: body.description_en,
  };
}

export const PROMOTION_LEVELS: ConfigResource<
  PromotionLevel,
  AdminPromotionLevelDto,
  number,
  'level' | 'invite_total',
  { id: string[] },
  CreatePromotionLevelDto,
  UpdatePromotionLevelDto
> = {
  resource: 'promotion-levels',
  dto: AdminPromotionLevelDto,
  view: toAdminPromotionLevelDto,
  rows: ({ queryBus }) => queryBus.execute(new ListPromotionLevelsQuery()),
  keyOf: levelOf,
  rowKey: (row) => row.level,
  notFound: 'NOT_FOUND',
  list: listByIds('The promotion levels (react-admin list): filter id; sort level (default), invite_total', {
    level: (row) => row.level,
    invite_total: (row) => row.inviteTotal,
  }),
  show: { summary: 'One promotion level' },
  create: {
    summary: 'Create a promotion level',
    description:
      '400 VALIDATION_FAILED (level 1-99, invite_total rising with the level, rebate up to 100.00); 409 DUPLICATE_ID. Audited.',
    body: CreatePromotionLevelDto,
    run: (body, onChange, { commandBus }) =>
      commandBus.execute(new SavePromotionLevelCommand(toLevel(body.level, body), 'create', onChange)),
  },
  edit: {
    summary: 'Edit a promotion level',
    description: '400 VALIDATION_FAILED; 404 NOT_FOUND. Audited with before and after.',
    body: UpdatePromotionLevelDto,
    run: (level, body, _current, onChange, { commandBus }) =>
      commandBus.execute(new SavePromotionLevelCommand(toLevel(level, body), 'update', onChange)),
  },
  delete: {
    summary: 'Delete a promotion level; answers it as it was. Audited.',
    run: (level, onChange, { commandBus }) => commandBus.execute(new DeletePromotionLevelCommand(level, onChange)),
  },
};

export class PromotionLevelsStaffController extends AuditedConfigController(PROMOTION_LEVELS) {}
