// Creates or replaces a box and its whole weighted pool in one transaction (staff edits). The pool's
// items must exist. 400 VALIDATION_FAILED names the refused fields. Openings in this process see the
// new pool at once; other processes within the cache's 2 seconds.
import { Command } from '@nestjs/cqrs';
import type { BoxInput } from '../domain/catalogue-rules';

export type SaveBoxInput = BoxInput;

export class SaveBoxCommand extends Command<void> {
  constructor(readonly box: SaveBoxInput) {
    super();
  }
}
