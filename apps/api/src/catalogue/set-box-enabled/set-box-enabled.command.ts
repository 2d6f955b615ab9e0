// Lists or hides a box. A disabled box disappears from GET /api/boxes, answers 404 BOX_NOT_FOUND on
// GET /api/box/{id}, and GetBoxForOpeningQuery reports enabled: false so it cannot be opened.
import { Command } from '@nestjs/cqrs';

export class SetBoxEnabledCommand extends Command<void> {
  constructor(
    readonly boxId: string,
    readonly enabled: boolean,
  ) {
    super();
  }
}
