// The content context's public API: help articles (their store for the admin console) and the module.
export {
  listArticles,
  findArticle,
  HELP_CATEGORIES,
  USER_AGREEMENT_ID,
  PRIVACY_TERMS_ID,
  type HelpArticle,
  type HelpCategory,
} from './help/help-articles';
export { ContentModule } from './content.module';
