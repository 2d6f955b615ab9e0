// Public query of loyalty for the admin console: every promotion (referral) level, by level.
import { Query } from '@nestjs/cqrs';
import type { PromotionLevel } from '../levels/loyalty-levels';

export class ListPromotionLevelsQuery extends Query<PromotionLevel[]> {}
