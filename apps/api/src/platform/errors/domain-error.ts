// The one error mechanism: a typed error with a stable key; the API filter maps it to HTTP.
import { ERROR_STATUS, type ErrorKey } from '@lootledger/contracts';
import type { FieldError } from '../validation/field-errors';

export class DomainError extends Error {
  constructor(
    readonly key: ErrorKey,
    readonly params: Record<string, string | number> = {},
    readonly data: unknown = null,
  ) {
    super(key);
    this.name = 'DomainError';
  }

  /** 400 VALIDATION_FAILED naming the fields; the envelope shows their messages in the request's language. */
  static invalidFields(errors: readonly FieldError[]): DomainError {
    const error = new DomainError('VALIDATION_FAILED');
    error.fieldErrors = errors;
    return error;
  }

  fieldErrors?: readonly FieldError[];

  get status(): number {
    return ERROR_STATUS[this.key];
  }
}
