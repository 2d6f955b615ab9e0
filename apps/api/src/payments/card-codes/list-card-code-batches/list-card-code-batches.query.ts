// Card-code batches with their usage, a react-admin page of them (GET /admin/api/card-code-batches).
import { Query } from '@nestjs/cqrs';
import type { CardCodeBatchView } from '../get-card-code-batch/card-code-batch.view';
import type { BatchListRequest } from '../store/card-code.repository';

export interface CardCodeBatchPage {
  batches: CardCodeBatchView[];
  /** Batches matching the filter, over all pages. */
  total: number;
  /** Index of the first batch served. */
  offset: number;
}

export class ListCardCodeBatchesQuery extends Query<CardCodeBatchPage> {
  constructor(readonly request: BatchListRequest) {
    super();
  }
}
