// The one error mechanism: a typed error with a stable key; the API filter maps it to HTTP.
import { ERROR_STATUS, type ErrorKey } from '@lootledger/contracts';

export class DomainError extends Error {
  constructor(
    readonly key: ErrorKey,
    readonly params: Record<string, string | number> = {},
    readonly data: unknown = null,
  ) {
    super(key);
    this.name = 'DomainError';
  }

  get status(): number {
    return ERROR_STATUS[this.key];
  }
}
