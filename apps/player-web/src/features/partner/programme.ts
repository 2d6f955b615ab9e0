// What each partner page shows of the referral programme, from the levels GET /api/promote returns:
// the overview and the national-agent page all levels, "gold king" the top one, "good luck" the first
// ones a new promoter reaches. Amounts stay two-decimal strings; sums are done in hundredths.
import { formatAmount, parseAmount, type PromotionLevelResponse } from '@lootledger/contracts';

export type PartnerTheme = 'partner' | 'goldKing' | 'goodLuck' | 'nationalAgent';

/** How many of the lowest levels the "good luck" page shows a new promoter. */
export const FIRST_LEVELS = 2;

/** The levels from the lowest invitee total to the highest. */
export function byThreshold(levels: readonly PromotionLevelResponse[]): PromotionLevelResponse[] {
  return [...levels].sort((a, b) => {
    const diff = (parseAmount(a.invite_total) ?? 0n) - (parseAmount(b.invite_total) ?? 0n);
    return diff === 0n ? a.level - b.level : diff < 0n ? -1 : 1;
  });
}

/** The levels a page of `theme` lists, lowest first. */
export function levelsOfTheme(
  theme: PartnerTheme,
  levels: readonly PromotionLevelResponse[],
): PromotionLevelResponse[] {
  const sorted = byThreshold(levels);
  if (theme === 'goldKing') return sorted.slice(-1);
  if (theme === 'goodLuck') return sorted.slice(0, FIRST_LEVELS);
  return sorted;
}

/** What the invitees still have to recharge for `level` (two decimals), or null once it is reached. */
export function remainingTo(level: PromotionLevelResponse, inviteTotalRecharge: string): string | null {
  const needed = parseAmount(level.invite_total) ?? 0n;
  const reached = parseAmount(inviteTotalRecharge) ?? 0n;
  return reached >= needed ? null : formatAmount(needed - reached);
}

/** The link that registers a new player with `code` as their inviter. */
export function inviteLink(origin: string, code: string): string {
  return `${origin}/?invite_code=${encodeURIComponent(code)}`;
}
