// Creates (mode 'create': a new id when none is given; 409 DUPLICATE_ID for a taken one) or replaces
// (mode 'update': 404 HELP_NOT_FOUND when there is none) a help article in both languages. The player
// endpoints GET /api/helps and /api/help/{id} serve it at once. 400 VALIDATION_FAILED names fields.
import { Command } from '@nestjs/cqrs';
import type { SqlExecutor } from '@lootledger/event-store';
import type { HelpArticle } from '../help/help-articles';

export type HelpArticleInput = Omit<HelpArticle, 'updatedAt' | 'id'> & { id?: number };

/** Runs inside the change's transaction (the staff audit entry): both are written or neither. */
export type OnHelpArticleChange = (
  tx: SqlExecutor,
  change: { before: HelpArticle | null; after: HelpArticle | null },
) => Promise<void>;

export class SaveHelpArticleCommand extends Command<HelpArticle> {
  constructor(
    readonly input: HelpArticleInput,
    readonly mode: 'create' | 'update',
    readonly onChange?: OnHelpArticleChange,
  ) {
    super();
  }
}
