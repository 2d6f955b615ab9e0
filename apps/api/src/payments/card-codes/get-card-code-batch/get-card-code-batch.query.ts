// One card-code batch with its usage, for staff (GET /admin/api/card-code-batches/{id}).
import { Query } from '@nestjs/cqrs';
import type { CardCodeBatchView } from './card-code-batch.view';

export class GetCardCodeBatchQuery extends Query<CardCodeBatchView | null> {
  constructor(readonly batchId: string) {
    super();
  }
}
