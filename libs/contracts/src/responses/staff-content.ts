// Response shape of /admin/api/help-articles: a help article in both languages.
import type { HelpCategory } from './content';

export interface StaffHelpArticleResponse {
  /** A string at the admin API ("2"). */
  id: string;
  category: HelpCategory;
  sort_order: number;
  title_zh: string;
  title_en: string;
  /** Plain text; paragraphs are separated by a blank line. */
  body_zh: string;
  body_en: string;
  /** The user agreement (2) and privacy terms (3): editable, never deleted. */
  protected: boolean;
  updated_at: string;
}
