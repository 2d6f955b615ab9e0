import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { SqlClient } from '@lootledger/event-store';
import { SQL_CLIENT } from '../../platform/database/database.module';
import { DomainError } from '../../platform/errors/domain-error';
import { findArticle, PRIVACY_TERMS_ID, USER_AGREEMENT_ID, type HelpArticle } from '../help/help-articles';
import { DeleteHelpArticleCommand } from './delete-help-article.command';

const PROTECTED: readonly number[] = [USER_AGREEMENT_ID, PRIVACY_TERMS_ID];

@CommandHandler(DeleteHelpArticleCommand)
export class DeleteHelpArticleHandler implements ICommandHandler<DeleteHelpArticleCommand, HelpArticle> {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  execute({ articleId, onChange }: DeleteHelpArticleCommand): Promise<HelpArticle> {
    return this.sql.transaction(async (tx) => {
      const before = await findArticle(tx, articleId);
      if (!before) throw new DomainError('HELP_NOT_FOUND');
      if (PROTECTED.includes(articleId)) throw new DomainError('HELP_ARTICLE_PROTECTED');
      await tx.query(`DELETE FROM content_help_articles WHERE id = $1`, [articleId]);
      await onChange?.(tx, { before, after: null });
      return before;
    });
  }
}
