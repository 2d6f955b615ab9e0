import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CardCodeRepository } from '../store/card-code.repository';
import { cardCodeBatchView, type CardCodeBatchView } from './card-code-batch.view';
import { GetCardCodeBatchQuery } from './get-card-code-batch.query';

@QueryHandler(GetCardCodeBatchQuery)
export class GetCardCodeBatchHandler implements IQueryHandler<GetCardCodeBatchQuery, CardCodeBatchView | null> {
  constructor(private readonly codes: CardCodeRepository) {}

  async execute({ batchId }: GetCardCodeBatchQuery): Promise<CardCodeBatchView | null> {
    const row = await this.codes.findBatch(batchId);
    if (!row) return null;
    const usage = await this.codes.usageOf([row.id]);
    return cardCodeBatchView(row, usage.get(row.id));
  }
}
