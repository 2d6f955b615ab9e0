// Handles CreateCardCodeBatchCommand: checks value and expiry, draws the codes from the CSPRNG
// (crypto.randomInt, one unbiased draw per symbol), stores the batch with the codes' hashes in one
// transaction, and returns the plaintext codes this one time.
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomInt, randomUUID } from 'node:crypto';
import { DomainError } from '../../../platform/errors/domain-error';
import type { FieldError } from '../../../platform/validation/field-errors';
import { generateCodes, hashCode, normaliseCode } from '../domain/card-code';
import { cardCodeBatchView } from '../get-card-code-batch/card-code-batch.view';
import { CardCodeRepository } from '../store/card-code.repository';
import {
  CreateCardCodeBatchCommand,
  MAX_CODES_PER_BATCH,
  type CreateCardCodeBatchInput,
  type CreatedCardCodeBatch,
} from './create-card-code-batch.command';

/** What the DTO cannot check alone: a value above zero, an expiry in the future. */
export function batchInputErrors(input: CreateCardCodeBatchInput, now: Date): FieldError[] {
  const errors: FieldError[] = [];
  if (!Number.isInteger(input.count) || input.count < 1 || input.count > MAX_CODES_PER_BATCH) {
    errors.push({
      field: 'count',
      message: { en: `count must be 1 to ${MAX_CODES_PER_BATCH}`, zh: `数量须为 1 到 ${MAX_CODES_PER_BATCH}` },
    });
  }
  if (input.value <= 0n) {
    errors.push({ field: 'bean', message: { en: 'bean must be greater than 0', zh: '面额必须大于 0' } });
  }
  if (Number.isNaN(input.expiresAt.getTime())) {
    errors.push({ field: 'expires_at', message: { en: 'expires_at is not a valid date', zh: '过期时间不是有效日期' } });
  } else if (input.expiresAt.getTime() <= now.getTime()) {
    errors.push({
      field: 'expires_at',
      message: { en: 'expires_at must be in the future', zh: '过期时间必须晚于当前时间' },
    });
  }
  return errors;
}

@CommandHandler(CreateCardCodeBatchCommand)
export class CreateCardCodeBatchHandler implements ICommandHandler<CreateCardCodeBatchCommand, CreatedCardCodeBatch> {
  /** The clock; tests may replace it. */
  now: () => Date = () => new Date();

  constructor(private readonly codes: CardCodeRepository) {}

  async execute({ input, onCreated }: CreateCardCodeBatchCommand): Promise<CreatedCardCodeBatch> {
    const createdAt = this.now();
    const errors = batchInputErrors(input, createdAt);
    if (errors.length > 0) throw DomainError.invalidFields(errors);

    // Distinct within the batch; a clash with an earlier batch (odds about count * issued / 2^99)
    // would fail the unique index and roll the whole batch back.
    const printed = generateCodes(input.count, randomInt);
    const batchId = randomUUID();
    const row = {
      id: batchId,
      value: input.value,
      count: printed.length,
      expiresAt: input.expiresAt,
      note: input.note,
      createdBy: input.staffId,
      createdAt,
    };
    const usage = {
      issued: printed.length,
      redeemed: 0,
      expired: 0,
      available: printed.length,
      awaitingCredit: 0,
      redeemedValue: 0n,
    };
    const batch = cardCodeBatchView(row, usage);
    await this.codes.insertBatch(
      { ...row, codes: printed.map((code) => ({ id: randomUUID(), hash: hashCode(normaliseCode(code)) })) },
      onCreated && ((tx) => onCreated(tx, batch)),
    );
    return { batch, codes: printed };
  }
}
