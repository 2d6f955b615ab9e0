// The ids of every player account frozen now (few: the admin player list filters by them).
import { Query } from '@nestjs/cqrs';

export class GetFrozenPlayerIdsQuery extends Query<string[]> {}
