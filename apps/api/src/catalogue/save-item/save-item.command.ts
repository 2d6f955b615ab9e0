// Creates or replaces an item of the catalogue (staff edits, imports). 400 VALIDATION_FAILED names
// the refused fields. Boxes holding the item show the change at once in this process.
import { Command } from '@nestjs/cqrs';
import type { ItemInput } from '../domain/catalogue-rules';

export type SaveItemInput = ItemInput;

export class SaveItemCommand extends Command<void> {
  constructor(readonly item: SaveItemInput) {
    super();
  }
}
