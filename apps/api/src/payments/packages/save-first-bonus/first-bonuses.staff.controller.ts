// /admin/api/first-bonuses: first-recharge bonuses for finance (react-admin: list with filter id;
// sort bean, bonus; show; create; edit; delete). GET /api/beans/first shows a change at once and the
// next completed first recharge pays it. Every change is a staff audit entry written in the same
// transaction, with the bonus before and after.
import { formatAmount, parseAmount } from '@lootledger/contracts';
import { DomainError } from '../../../platform/errors/domain-error';
import { hundredths } from '../../../platform/http/staff-fields';
import { AuditedConfigController, type ConfigResource, listByIds } from '../../../staff';
import { DeleteFirstBonusCommand } from '../delete-first-bonus/delete-first-bonus.command';
import { ListFirstBonusesQuery } from '../list-first-bonuses/list-first-bonuses.query';
import type { FirstBonusInput } from '../package-rules';
import {
  AdminFirstBonusDto,
  CreateFirstBonusDto,
  toAdminFirstBonusDto,
  UpdateFirstBonusDto,
} from './first-bonuses.staff.dto';
import { SaveFirstBonusCommand } from './save-first-bonus.command';

/** The bean of an id ("100.00"), or NOT_FOUND for anything that is not an amount. */
function beanOf(id: string): bigint {
  const bean = /^\d{1,10}\.\d{2}$/.test(id) ? parseAmount(id) : null;
  if (bean === null) throw new DomainError('NOT_FOUND');
  return bean;
}

function toInput(bean: bigint, body: UpdateFirstBonusDto): FirstBonusInput {
  return { bean, bonus: hundredths(body.bonus), description: body.description, descriptionEn: body.description_en };
}

export const FIRST_BONUSES: ConfigResource<
  FirstBonusInput,
  AdminFirstBonusDto,
  bigint,
  'bean' | 'bonus',
  { id: string[] },
  CreateFirstBonusDto,
  UpdateFirstBonusDto
> = {
  resource: 'first-bonuses',
  dto: AdminFirstBonusDto,
  view: toAdminFirstBonusDto,
  rows: ({ queryBus }) => queryBus.execute(new ListFirstBonusesQuery()),
  keyOf: beanOf,
  rowKey: (bonus) => bonus.bean,
  idOf: (bonus) => formatAmount(bonus.bean),
  notFound: 'NOT_FOUND',
  list: listByIds('First-recharge bonuses (react-admin list): filter id; sort bean (default), bonus', {
    bean: (bonus) => bonus.bean,
    bonus: (bonus) => bonus.bonus,
  }),
  show: { summary: 'One first-recharge bonus (id: the package coins, e.g. 100.00)' },
  create: {
    summary: 'Create the first-recharge bonus of a package coins amount',
    description: '400 VALIDATION_FAILED; 409 DUPLICATE_ID when that amount has one. Audited.',
    body: CreateFirstBonusDto,
    run: (body, onChange, { commandBus }) =>
      commandBus.execute(new SaveFirstBonusCommand(toInput(hundredths(body.bean), body), 'create', onChange)),
  },
  edit: {
    summary: 'Edit a first-recharge bonus (its amount and descriptions; the package coins are its id)',
    description: '400 VALIDATION_FAILED; 404 NOT_FOUND. Audited with before and after.',
    body: UpdateFirstBonusDto,
    run: (bean, body, _current, onChange, { commandBus }) =>
      commandBus.execute(new SaveFirstBonusCommand(toInput(bean, body), 'update', onChange)),
  },
  delete: {
    summary: 'Delete a first-recharge bonus; answers it as it was. Audited.',
    run: (bean, onChange, { commandBus }) => commandBus.execute(new DeleteFirstBonusCommand(bean, onChange)),
  },
};

export class FirstBonusesStaffController extends AuditedConfigController(FIRST_BONUSES) {}
