// Response shapes of the help centre (GET /api/helps, GET /api/help/{id}), in the request language.

export type HelpCategory = 'guide' | 'legal' | 'fairness' | 'payments';

/** One entry of GET /api/helps. */
export interface HelpSummaryResponse {
  id: number;
  category: HelpCategory;
  title: string;
}

/** data of GET /api/help/{id} (2: the user agreement, 3: the privacy terms). */
export interface HelpArticleResponse extends HelpSummaryResponse {
  /** Plain text; paragraphs are separated by a blank line. */
  body: string;
  updated_at: string;
}
