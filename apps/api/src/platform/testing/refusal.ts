// For decider specs: the error key a refused decision throws.
import { DomainError } from '../errors/domain-error';

/** The key of the DomainError `run` throws; fails the test when it throws nothing or something else. */
export function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error.key;
    throw error;
  }
  throw new Error('not refused');
}

/** The DomainError a promise rejects with; fails the test when it resolves or rejects otherwise. */
export async function refusalOf(promise: Promise<unknown>): Promise<DomainError> {
  const error = await promise.then(
    () => undefined,
    (rejected: unknown) => rejected,
  );
  if (!(error instanceof DomainError)) throw new Error(`expected a DomainError, got ${String(error)}`);
  return error;
}
