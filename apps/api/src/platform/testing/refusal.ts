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
