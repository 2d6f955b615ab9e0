import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { SqlClient } from '@lootledger/event-store';
import { SQL_CLIENT } from '../../platform/database/database.module';
import { DomainError } from '../../platform/errors/domain-error';
import { fieldProblem, textProblems, type FieldError } from '../../platform/validation/field-errors';
import { findArticle, HELP_CATEGORIES, type HelpArticle } from '../help/help-articles';
import { SaveHelpArticleCommand, type HelpArticleInput } from './save-help-article.command';

const MAX_ID = 1_000_000_000;

/** The fields an article may not have, named as the admin API names them. */
export function helpArticleProblems(input: HelpArticleInput): FieldError[] {
  const problems: FieldError[] = [];
  if (input.id !== undefined && (!Number.isSafeInteger(input.id) || input.id < 1 || input.id >= MAX_ID)) {
    problems.push(fieldProblem('id', 'id must be a positive integer', 'id 须为正整数'));
  }
  if (!(HELP_CATEGORIES as readonly string[]).includes(input.category)) {
    problems.push(
      fieldProblem(
        'category',
        `category must be one of ${HELP_CATEGORIES.join(', ')}`,
        `category 须为 ${HELP_CATEGORIES.join('、')} 之一`,
      ),
    );
  }
  if (!Number.isSafeInteger(input.sortOrder) || Math.abs(input.sortOrder) > 1_000_000) {
    problems.push(fieldProblem('sort_order', 'sort_order must be an integer', 'sort_order 须为整数'));
  }
  problems.push(
    ...textProblems('title_zh', input.titleZh, 200),
    ...textProblems('title_en', input.titleEn, 200),
    ...textProblems('body_zh', input.bodyZh, 50_000),
    ...textProblems('body_en', input.bodyEn, 50_000),
  );
  return problems;
}

@CommandHandler(SaveHelpArticleCommand)
export class SaveHelpArticleHandler implements ICommandHandler<SaveHelpArticleCommand, HelpArticle> {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  async execute({ input, mode, onChange }: SaveHelpArticleCommand): Promise<HelpArticle> {
    const problems = helpArticleProblems(input);
    if (mode === 'update' && input.id === undefined)
      problems.unshift(fieldProblem('id', 'id is required', 'id 不能为空'));
    if (problems.length > 0) throw DomainError.invalidFields(problems);
    return this.sql.transaction(async (tx) => {
      let id = input.id;
      if (id === undefined) {
        // Serialises concurrent creates on the table, so two never take the same next id.
        await tx.query(`LOCK TABLE content_help_articles IN SHARE ROW EXCLUSIVE MODE`);
        const { rows } = await tx.query<{ next: number }>(
          `SELECT coalesce(max(id), 0) + 1 AS next FROM content_help_articles`,
        );
        id = Number(rows[0].next);
      }
      const before = await findArticle(tx, id);
      if (mode === 'create' && before) throw new DomainError('DUPLICATE_ID');
      if (mode === 'update' && !before) throw new DomainError('HELP_NOT_FOUND');
      await tx.query(
        `INSERT INTO content_help_articles (id, category, sort_order, title_zh, title_en, body_zh, body_en, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, now())
         ON CONFLICT (id) DO UPDATE SET category = EXCLUDED.category, sort_order = EXCLUDED.sort_order,
           title_zh = EXCLUDED.title_zh, title_en = EXCLUDED.title_en, body_zh = EXCLUDED.body_zh,
           body_en = EXCLUDED.body_en, updated_at = now()`,
        [id, input.category, input.sortOrder, input.titleZh, input.titleEn, input.bodyZh, input.bodyEn],
      );
      const after = (await findArticle(tx, id)) as HelpArticle;
      await onChange?.(tx, { before, after });
      return after;
    });
  }
}
