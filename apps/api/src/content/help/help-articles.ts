// Help articles (the help centre /helps and /active/help/:id): zh and en, edited by content staff in
// the admin console. Article 2 is the user agreement and 3 the privacy terms (spec section 2); the
// defaults are loaded on an empty database. Bodies are plain text: paragraphs split by blank lines.
import type { SqlClient, SqlExecutor } from '@lootledger/event-store';

export const HELP_MIGRATIONS = [
  {
    id: 'content-001-help-articles',
    sql: `
CREATE TABLE IF NOT EXISTS content_help_articles (
  id integer PRIMARY KEY CHECK (id > 0),
  category text NOT NULL,
  sort_order integer NOT NULL DEFAULT 0,
  title_zh text NOT NULL,
  title_en text NOT NULL,
  body_zh text NOT NULL,
  body_en text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);`,
  },
];

export const HELP_CATEGORIES = ['guide', 'legal', 'fairness', 'payments'] as const;
export type HelpCategory = (typeof HELP_CATEGORIES)[number];

export interface HelpArticle {
  id: number;
  category: HelpCategory;
  sortOrder: number;
  titleZh: string;
  titleEn: string;
  bodyZh: string;
  bodyEn: string;
  updatedAt: Date;
}

export const USER_AGREEMENT_ID = 2;
export const PRIVACY_TERMS_ID = 3;

const DEFAULT_ARTICLES: readonly Omit<HelpArticle, 'updatedAt'>[] = [
  {
    id: 1,
    category: 'guide',
    sortOrder: 1,
    titleZh: '如何开箱',
    titleEn: 'How to open a box',
    bodyZh:
      '充值金币后，在首页选择一个箱子，查看其中的饰品和概率，然后选择开启数量（1 到 5 个）。\n\n开出的饰品会进入你的背包：你可以回收换取金币，也可以提取到你的 Steam 账户。',
    bodyEn:
      'Top up coins, choose a box on the home page, look at its items and their odds, and open 1 to 5 of it.\n\nThe items you get go to your backpack: recycle them for coins or withdraw them to your Steam account.',
  },
  {
    id: USER_AGREEMENT_ID,
    category: 'legal',
    sortOrder: 2,
    titleZh: '用户协议',
    titleEn: 'User agreement',
    bodyZh:
      '使用本平台即表示你已年满 18 周岁，并同意本协议。\n\n金币仅可用于本平台内的游戏与兑换，不可兑换为现金。饰品可提取到你绑定的 Steam 交易链接。\n\n我们可能因违规行为冻结账户；冻结期间你可以登录查看，但不能消费或提取。',
    bodyEn:
      'By using the platform you confirm that you are 18 or older and accept this agreement.\n\nCoins can be used only for the games and exchanges on this platform and cannot be cashed out. Items can be withdrawn to the Steam trade URL you set.\n\nWe may freeze an account for abuse; while frozen you can sign in and look, but not spend or withdraw.',
  },
  {
    id: PRIVACY_TERMS_ID,
    category: 'legal',
    sortOrder: 3,
    titleZh: '隐私条款',
    titleEn: 'Privacy terms',
    bodyZh:
      '我们保存你的手机号、昵称、头像、交易链接和账户流水，用于提供服务、防范欺诈和满足法律要求。\n\n我们不会出售你的个人信息。你可以联系客服查询或更正你的信息。',
    bodyEn:
      'We keep your mobile number, nickname, avatar, trade URL and account history to run the service, prevent fraud and meet legal duties.\n\nWe never sell your personal data. Contact support to see or correct what we hold about you.',
  },
  {
    id: 4,
    category: 'fairness',
    sortOrder: 4,
    titleZh: '公平性验证',
    titleEn: 'Provably fair',
    bodyZh:
      '每次开箱都由服务器种子、客户端种子和序号共同决定。开箱前你就能看到服务器种子的哈希值；更换种子后，原服务器种子会公开。\n\n在“公平性验证”页面输入公开的种子，即可在浏览器中重新计算每一次开箱结果。',
    bodyEn:
      'Every draw follows from a server seed, your client seed and a nonce. You see the hash of the server seed before any draw; when you rotate your seeds the old server seed is revealed.\n\nOn the verify page you can recompute any revealed draw in your browser.',
  },
  {
    id: 5,
    category: 'payments',
    sortOrder: 5,
    titleZh: '充值与提取',
    titleEn: 'Top-ups and withdrawals',
    bodyZh:
      '选择充值金额后扫码支付，到账通常只需几秒。首次充值可获得额外奖励。\n\n提取饰品前请先设置 Steam 交易链接。若交易失败，饰品会退回背包并注明原因。',
    bodyEn:
      'Choose an amount and pay by scanning the QR code; coins usually arrive within seconds. Your first top-up earns a bonus.\n\nSet your Steam trade URL before withdrawing items. If a trade fails, the item returns to your backpack with the reason.',
  },
];

export async function loadDefaultArticles(sql: SqlClient): Promise<void> {
  await sql.query(
    `INSERT INTO content_help_articles (id, category, sort_order, title_zh, title_en, body_zh, body_en)
     SELECT * FROM unnest($1::int4[], $2::text[], $3::int4[], $4::text[], $5::text[], $6::text[], $7::text[])
     WHERE NOT EXISTS (SELECT 1 FROM content_help_articles) ON CONFLICT (id) DO NOTHING`,
    [
      DEFAULT_ARTICLES.map((article) => article.id),
      DEFAULT_ARTICLES.map((article) => article.category),
      DEFAULT_ARTICLES.map((article) => article.sortOrder),
      DEFAULT_ARTICLES.map((article) => article.titleZh),
      DEFAULT_ARTICLES.map((article) => article.titleEn),
      DEFAULT_ARTICLES.map((article) => article.bodyZh),
      DEFAULT_ARTICLES.map((article) => article.bodyEn),
    ],
  );
}

interface ArticleRow {
  id: number;
  category: HelpCategory;
  sort_order: number;
  title_zh: string;
  title_en: string;
  body_zh: string;
  body_en: string;
  updated_at: Date | string;
}

function toArticle(row: ArticleRow): HelpArticle {
  return {
    id: Number(row.id),
    category: row.category,
    sortOrder: Number(row.sort_order),
    titleZh: row.title_zh,
    titleEn: row.title_en,
    bodyZh: row.body_zh,
    bodyEn: row.body_en,
    updatedAt: new Date(row.updated_at),
  };
}

export async function listArticles(sql: SqlExecutor): Promise<HelpArticle[]> {
  const { rows } = await sql.query<ArticleRow>(`SELECT * FROM content_help_articles ORDER BY sort_order, id`);
  return rows.map(toArticle);
}

export async function findArticle(sql: SqlExecutor, id: number): Promise<HelpArticle | null> {
  const { rows } = await sql.query<ArticleRow>(`SELECT * FROM content_help_articles WHERE id = $1`, [id]);
  return rows[0] ? toArticle(rows[0]) : null;
}
