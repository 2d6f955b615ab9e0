// Creates a batch of card codes (staff). The plaintext codes exist only in the result: the database
// keeps their hashes, so they can never be shown again.
import { Command } from '@nestjs/cqrs';
import type { SqlExecutor } from '@lootledger/event-store';
import type { CardCodeBatchView } from '../get-card-code-batch/card-code-batch.view';

export const MAX_CODES_PER_BATCH = 10_000;

export interface CreateCardCodeBatchInput {
  count: number;
  /** Hundredths each code credits, > 0. */
  value: bigint;
  expiresAt: Date;
  note: string | null;
  /** The staff member creating it (kept on the batch for the audit log). */
  staffId: string;
}

export interface CreatedCardCodeBatch {
  batch: CardCodeBatchView;
  /** Printed form (XXXX-XXXX-XXXX-XXXX-XXXX), in issue order. */
  codes: string[];
}

export class CreateCardCodeBatchCommand extends Command<CreatedCardCodeBatch> {
  constructor(
    readonly input: CreateCardCodeBatchInput,
    /** Runs in the transaction that stores the batch (the staff audit entry): both or neither. */
    readonly onCreated?: (tx: SqlExecutor, batch: CardCodeBatchView) => Promise<void>,
  ) {
    super();
  }
}
