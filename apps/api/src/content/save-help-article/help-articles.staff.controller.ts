// /admin/api/help-articles: the help centre's articles for content staff (react-admin: list with
// filters q (titles and bodies), category, id; show; create; edit; delete), in both languages. The
// player pages (GET /api/helps, /api/help/{id}) serve a change at once. Every change is a staff
// audit entry written in the same transaction, with the article before and after; the user
// agreement (2) and the privacy terms (3) cannot be deleted.
import { DomainError } from '../../platform/errors/domain-error';
import { readers } from '../../platform/http/admin-list';
import { containsText } from '../../platform/http/in-memory-list';
import { AuditedConfigController, type ConfigResource } from '../../staff';
import { DeleteHelpArticleCommand } from '../delete-help-article/delete-help-article.command';
import { listArticles, type HelpArticle } from '../help/help-articles';
import {
  AdminHelpArticleDto,
  CreateHelpArticleDto,
  toAdminHelpArticleDto,
  toHelpArticleInput,
  UpdateHelpArticleDto,
} from './help-articles.staff.dto';
import { SaveHelpArticleCommand } from './save-help-article.command';

/** The article id of a path segment, or HELP_NOT_FOUND. */
function articleIdOf(id: string): number {
  if (!/^\d{1,9}$/.test(id)) throw new DomainError('HELP_NOT_FOUND');
  return Number(id);
}

export const HELP_ARTICLES: ConfigResource<
  HelpArticle,
  AdminHelpArticleDto,
  number,
  'id' | 'sort_order' | 'category' | 'updated_at',
  { q: string; category: string; id: string[] },
  CreateHelpArticleDto,
  UpdateHelpArticleDto
> = {
  resource: 'help-articles',
  dto: AdminHelpArticleDto,
  view: toAdminHelpArticleDto,
  rows: ({ sql }) => listArticles(sql),
  keyOf: articleIdOf,
  rowKey: (article) => article.id,
  notFound: 'HELP_NOT_FOUND',
  list: {
    summary: 'Help articles in both languages (react-admin list)',
    description: 'filter q (titles and bodies), category, id; sort id, sort_order (default), category, updated_at',
    defaultSort: { field: 'sort_order', order: 'ASC' },
    filters: { q: readers.string, category: readers.string, id: readers.ids },
    sortBy: {
      id: (article) => article.id,
      sort_order: (article) => article.sortOrder,
      category: (article) => article.category,
      updated_at: (article) => article.updatedAt.getTime(),
    },
    matches: (article, { q, category }) =>
      containsText(q, article.titleZh, article.titleEn, article.bodyZh, article.bodyEn) &&
      (category === undefined || article.category === category),
  },
  show: { summary: 'One help article in both languages' },
  create: {
    summary: 'Create a help article (zh and en)',
    description: '400 VALIDATION_FAILED naming each refused field; 409 DUPLICATE_ID for a taken id. Audited.',
    body: CreateHelpArticleDto,
    run: (body, onChange, { commandBus }) =>
      commandBus.execute(new SaveHelpArticleCommand(toHelpArticleInput(body.id, body), 'create', onChange)),
  },
  edit: {
    summary: 'Edit a help article (zh and en); the player pages serve the edit at once',
    description: '400 VALIDATION_FAILED; 404 HELP_NOT_FOUND. Audited with before and after.',
    body: UpdateHelpArticleDto,
    run: (id, body, current, onChange, { commandBus }) =>
      commandBus.execute(
        new SaveHelpArticleCommand(
          toHelpArticleInput(id, { ...body, sort_order: body.sort_order ?? current?.sortOrder }),
          'update',
          onChange,
        ),
      ),
  },
  delete: {
    summary:
      'Delete a help article; answers it as it was. The user agreement (2) and privacy terms (3) cannot be deleted.',
    refusals: [[422, 'HELP_ARTICLE_PROTECTED']],
    run: (id, onChange, { commandBus }) => commandBus.execute(new DeleteHelpArticleCommand(id, onChange)),
  },
};

export class HelpArticlesStaffController extends AuditedConfigController(HELP_ARTICLES) {}
