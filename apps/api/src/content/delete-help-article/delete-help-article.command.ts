// Deletes a help article (404 HELP_NOT_FOUND when there is none). The user agreement (2) and the
// privacy terms (3) are linked from registration: they can be edited, never deleted (422
// HELP_ARTICLE_PROTECTED).
import { Command } from '@nestjs/cqrs';
import type { HelpArticle } from '../help/help-articles';
import type { OnHelpArticleChange } from '../save-help-article/save-help-article.command';

export class DeleteHelpArticleCommand extends Command<HelpArticle> {
  constructor(
    readonly articleId: number,
    readonly onChange?: OnHelpArticleChange,
  ) {
    super();
  }
}
