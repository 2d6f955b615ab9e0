// /admin/api/vip-levels: the VIP levels 0 to 10 for content staff (react-admin: list sorted by level;
// show; edit threshold, rebate and descriptions; thresholds must rise with the level). The recharge
// process reads the levels on every order, so the next completed recharge uses an edit. Every edit
// is a staff audit entry in the same transaction, with the level before and after.
import { basisPoints, hundredths } from '../../platform/http/staff-fields';
import { AuditedConfigController, type ConfigResource, listByIds } from '../../staff';
import { levelOf } from '../levels/level-rules';
import type { VipLevel } from '../levels/loyalty-levels';
import { GetVipLevelsQuery } from '../levels/loyalty-levels.queries';
import { SaveVipLevelCommand } from './save-vip-level.command';
import { AdminVipLevelDto, toAdminVipLevelDto, UpdateVipLevelDto } from './vip-levels.staff.dto';

export const VIP_LEVELS: ConfigResource<
  VipLevel,
  AdminVipLevelDto,
  number,
  'level' | 'threshold',
  { id: string[] },
  never,
  UpdateVipLevelDto
> = {
  resource: 'vip-levels',
  dto: AdminVipLevelDto,
  view: toAdminVipLevelDto,
  rows: ({ queryBus }) => queryBus.execute(new GetVipLevelsQuery()),
  keyOf: levelOf,
  rowKey: (row) => row.level,
  notFound: 'NOT_FOUND',
  list: listByIds('The VIP levels (react-admin list): filter id; sort level (default), threshold', {
    level: (row) => row.level,
    threshold: (row) => row.threshold,
  }),
  show: { summary: 'One VIP level' },
  edit: {
    summary: 'Edit a VIP level: threshold, rebate, descriptions (the next recharge uses it)',
    description:
      '400 VALIDATION_FAILED naming threshold when it does not rise with the level (or level 0 is not 0.00), rebate above 100.00; ' +
      '404 NOT_FOUND. Audited with before and after.',
    body: UpdateVipLevelDto,
    run: (level, body, _current, onChange, { commandBus }) =>
      commandBus.execute(
        new SaveVipLevelCommand(
          {
            level,
            threshold: hundredths(body.threshold),
            rebateBp: basisPoints(body.rebate),
            descriptionZh: body.description_zh,
            descriptionEn: body.description_en,
          },
          onChange,
        ),
      ),
  },
};

export class VipLevelsStaffController extends AuditedConfigController(VIP_LEVELS) {}
