// Public query of payments for the admin console: every first-recharge bonus, by package coins.
import { Query } from '@nestjs/cqrs';
import type { FirstBonusInput } from '../package-rules';

export type StaffFirstBonusView = FirstBonusInput;

export class ListFirstBonusesQuery extends Query<StaffFirstBonusView[]> {}
