// The content context's public API: help articles (read: listArticles, findArticle; staff edits:
// commandBus.execute(new SaveHelpArticleCommand(input, mode, onChange)), new DeleteHelpArticleCommand(id, onChange))
// and the module.
export {
  listArticles,
  findArticle,
  HELP_CATEGORIES,
  USER_AGREEMENT_ID,
  PRIVACY_TERMS_ID,
  type HelpArticle,
  type HelpCategory,
} from './help/help-articles';
export {
  SaveHelpArticleCommand,
  type HelpArticleInput,
  type OnHelpArticleChange,
} from './save-help-article/save-help-article.command';
export { DeleteHelpArticleCommand } from './delete-help-article/delete-help-article.command';
export { ContentModule } from './content.module';
