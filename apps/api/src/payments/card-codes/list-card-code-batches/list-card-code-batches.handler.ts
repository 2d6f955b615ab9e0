import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { cardCodeBatchView } from '../get-card-code-batch/card-code-batch.view';
import { CardCodeRepository } from '../store/card-code.repository';
import { ListCardCodeBatchesQuery, type CardCodeBatchPage } from './list-card-code-batches.query';

@QueryHandler(ListCardCodeBatchesQuery)
export class ListCardCodeBatchesHandler implements IQueryHandler<ListCardCodeBatchesQuery, CardCodeBatchPage> {
  constructor(private readonly codes: CardCodeRepository) {}

  async execute({ request }: ListCardCodeBatchesQuery): Promise<CardCodeBatchPage> {
    const { rows, total } = await this.codes.listBatches(request);
    const usage = await this.codes.usageOf(rows.map((row) => row.id));
    return {
      batches: rows.map((row) => cardCodeBatchView(row, usage.get(row.id))),
      total,
      offset: request.offset,
    };
  }
}
