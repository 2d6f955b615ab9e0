// What a game brings to responsible gaming (its registration's `play`, handed over by
// games.registry.ts): the change types of coins paid into it and of coins won in it, and its facts
// that are play whatever their coins. An exclusion refuses them; the activity totals count them.
import { registerExcludedPlay } from './domain/responsible-gaming.guard';
import { registerGameActivity } from './ledger-activity.reader';

export interface GamePlay {
  /** Coins the player pays into the game (CoinsDebited change types). */
  readonly spend: readonly number[];
  /** Coins the game pays out as coins (CoinsCredited change types counted as winnings). */
  readonly winnings?: readonly number[];
  /** Facts on the player stream that are play whatever their coins (decided on another stream after). */
  readonly facts?: readonly string[];
}

export function registerGamePlay(play: GamePlay): void {
  registerExcludedPlay(play);
  registerGameActivity(play);
}
