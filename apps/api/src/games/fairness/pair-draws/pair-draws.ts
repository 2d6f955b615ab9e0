// The facts that draw on a player's seed pair, and each draw they record (fairness.md "What every
// draw records"): the one list the cross-game nonce audit (pair-nonces.check.ts) and the "verify
// everything" call (GET /api/fairness/pairs/{pair_id}/draws) share. Box openings and loyalty's
// rewards are listed here; a game whose fact draws on the player's pair brings its readers in its
// registration (<game>.game.ts, `pairDraws`), registered by games.registry.ts. The events are read
// structurally (their games own them).
import { formatAmount, type PairDrawGame, type PairDrawResponse } from '@lootledger/contracts';

type Data = Record<string, unknown>;

/** Reads the draws a fact recorded on the player's seed pair. */
export type PairDrawReader = (data: Data) => FactDraws;

/** One draw as its fact recorded it (the seeds' hash and client seed are the fact's). */
export type RecordedPairDraw = Omit<
  PairDrawResponse,
  'server_seed' | 'server_seed_hash' | 'client_seed' | 'created_at'
>;

export interface FactDraws {
  pairId: string;
  serverSeedHash: string;
  clientSeed: string;
  /** In draw order. */
  draws: RecordedPairDraw[];
}

type Pool = [string, number][];

export function pool(value: unknown): Pool {
  return (value as [string, number][]).map(([itemId, weight]) => [itemId, weight]);
}

/** Hundredths as the fact recorded them; a malformed record reads as 0 (its draw then fails to verify). */
function hundredths(value: unknown): bigint {
  try {
    return BigInt(String(value));
  } catch {
    return 0n;
  }
}

export function seedsOf(data: Data): Omit<FactDraws, 'draws'> {
  return {
    pairId: String(data.pair_id),
    serverSeedHash: String(data.server_seed_hash),
    clientSeed: String(data.client_seed),
  };
}

interface RecordedRewardDraw {
  nonce: number;
  cursor: number;
  roll: string;
  /** 'tiers' since issue 27; absent in older facts (the range rule). */
  rule?: 'tiers';
  tiers?: { amount: string; weight: number }[];
  ticket?: number;
  min?: string;
  max?: string;
}

/**
 * Sign-in awards and packets, the registration packet. Tier draws (rule 'tiers'): the weighted pick
 * over `pool` = the tiers as [amount, weight] in their order, `roll` = `ticket`, `result.amount` = the
 * amount of the tier picked (its pool id), `range` = the smallest and largest tier. Older range draws:
 * min + floor(f × (max − min + 1)) hundredths, `roll` the offset from min.
 */
function rewardDraws(game: PairDrawGame, ref: string, data: Data): FactDraws {
  const draws = data.draws as RecordedRewardDraw[];
  return {
    ...seedsOf(data),
    draws: draws.map((draw): RecordedPairDraw => {
      const common = { game, ref, nonce: draw.nonce, cursor: draw.cursor };
      const amount = formatAmount(hundredths(draw.roll));
      if (draw.rule === 'tiers') {
        const tiers = draw.tiers ?? [];
        const amounts = tiers.map((tier) => hundredths(tier.amount));
        const bound = (pick: (a: bigint, b: bigint) => bigint) =>
          formatAmount(amounts.length === 0 ? 0n : amounts.reduce(pick));
        return {
          ...common,
          roll: Number(draw.ticket),
          ticket: Number(draw.ticket),
          result: { amount },
          pool: tiers.map((tier) => [formatAmount(hundredths(tier.amount)), tier.weight]),
          range: { min: bound((a, b) => (b < a ? b : a)), max: bound((a, b) => (b > a ? b : a)) },
        };
      }
      return {
        ...common,
        roll: Number(hundredths(draw.roll) - hundredths(draw.min)),
        result: { amount },
        range: { min: formatAmount(hundredths(draw.min)), max: formatAmount(hundredths(draw.max)) },
      };
    }),
  };
}

const BOX_DRAWS: Readonly<Record<string, PairDrawReader>> = {
  BoxOpened: (data) => ({
    ...seedsOf(data),
    draws: (data.draws as { nonce: number; cursor: number; ticket: number; item_id: string }[]).map((draw) => ({
      game: 'box',
      ref: String(data.open_id),
      nonce: draw.nonce,
      cursor: draw.cursor,
      roll: draw.ticket,
      ticket: draw.ticket,
      result: { item_id: draw.item_id },
      pool: pool(data.pool),
    })),
  }),
};

const LOYALTY_DRAWS: Readonly<Record<string, PairDrawReader>> = {
  // loyalty's random rewards: { pair_id, draws: [{ nonce, cursor, rule: 'tiers', tiers, ticket, roll }] },
  // older facts [{ nonce, cursor, min, max, roll }]
  SignedIn: (data) => rewardDraws('sign_in', String(data.day), data),
  RegistrationPacketDrawn: (data) => rewardDraws('registration_packet', 'registration', data),
  // A red packet records the unit float f; its campaign turns it into the share.
  RedPacketDrawn: (data) => ({
    ...seedsOf(data),
    draws: (data.draws as { nonce: number; cursor: number; f: number }[]).map((draw) => ({
      game: 'red_packet',
      ref: String(data.campaign_id),
      nonce: draw.nonce,
      cursor: draw.cursor,
      roll: draw.f,
      result: {},
    })),
  }),
};

/** The games' readers, in the order games.registry.ts lists them. */
const gameDraws = new Map<string, PairDrawReader>();

/** Adds a game's readers (registerGames); a second reader for one event type is a mistake. */
export function registerPairDraws(readers: Readonly<Record<string, PairDrawReader>>): void {
  for (const [type, reader] of Object.entries(readers)) {
    const known = pairDrawReader(type);
    if (known === reader) continue;
    if (known) throw new Error(`the draws of ${type} are registered twice`);
    gameDraws.set(type, reader);
  }
}

/** Every fact that draws on a player's pair: box openings, the games', loyalty's rewards. */
export function pairDrawTypes(): string[] {
  return [...Object.keys(BOX_DRAWS), ...gameDraws.keys(), ...Object.keys(LOYALTY_DRAWS)];
}

/** The reader of a fact's draws; undefined for a fact that draws nothing on the pair. */
export function pairDrawReader(type: string): PairDrawReader | undefined {
  if (Object.prototype.hasOwnProperty.call(BOX_DRAWS, type)) return BOX_DRAWS[type];
  if (Object.prototype.hasOwnProperty.call(LOYALTY_DRAWS, type)) return LOYALTY_DRAWS[type];
  return gameDraws.get(type);
}
