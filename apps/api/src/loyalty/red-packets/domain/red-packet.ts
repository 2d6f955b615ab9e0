// A red-packet campaign, its own stream `red-packet-{id}`: created by staff (total, count, random or
// equal split, a time window, who may claim, an optional claim code), it holds what is left. A claim
// reserves one share on this stream (optimistic concurrency: two claims racing for the last share
// cannot both win; a player's second claim is the same command key, so it appends nothing), then a
// process credits the player (RED_PACKET, reference `red-packet-{id}`, deterministic command key).
//
// Shares (hundredths):
// - equal: total ÷ count each; the remainder cents go one each to the first claims (index order).
// - random: drawn per fairness.md "Random rewards" from the claimer's own seed pair (the draw is a
//   RedPacketDrawn fact on the player's stream, spending one nonce; its f is recorded), within
//   [0.01, min(remaining − 0.01 × (left − 1), 2 × floor(remaining ÷ left))]: every later claimer can
//   still get 0.01, and the last share takes the rest, so a full campaign pays exactly the total.
import { randomReward } from '@lootledger/fairness';
import { checkedEvents, defineStreamKind } from '../../../platform/event-sourcing';
import { DomainError } from '../../../platform/errors/domain-error';

export const RED_PACKET_PREFIX = 'red-packet-';

export type RedPacketSplit = 'random' | 'equal';
export type RedPacketAudience = 'all' | 'vip' | 'recharged';

export interface CampaignData {
  readonly campaign_id: string;
  readonly title_zh: string;
  readonly title_en: string;
  /** Hundredths. */
  readonly total: string;
  readonly count: number;
  readonly split: RedPacketSplit;
  /** ISO instants. */
  readonly starts_at: string;
  readonly ends_at: string;
  readonly audience: RedPacketAudience;
  /** VIP level needed when audience is 'vip'. */
  readonly min_vip: number;
  /** The claim code, or null (claimable from the welfare page). */
  readonly code: string | null;
  readonly created_by: string;
}

export interface ShareDraw {
  readonly pair_id: string;
  readonly server_seed_hash: string;
  readonly client_seed: string;
  readonly nonce: number;
  readonly cursor: number;
  readonly f: number;
}

export interface ShareReservedData {
  readonly claim_id: string;
  readonly player_id: string;
  /** 0-based claim order. */
  readonly index: number;
  readonly amount: string;
  /** The range the share was drawn in (random), or the amount twice (equal, or the last share). */
  readonly min: string;
  readonly max: string;
  readonly draw: ShareDraw | null;
}

export type RedPacketEvent =
  | { readonly type: 'RedPacketCampaignCreated'; readonly data: CampaignData }
  | { readonly type: 'RedPacketShareReserved'; readonly data: ShareReservedData }
  | { readonly type: 'RedPacketCampaignClosed'; readonly data: { readonly closed_by: string } };

export interface RedPacketState {
  readonly campaign: CampaignData | null;
  readonly remaining: bigint;
  readonly left: number;
  readonly claims: ReadonlyMap<string, ShareReservedData>;
  readonly closed: boolean;
}

const redPacketEvent = checkedEvents<RedPacketEvent>();

export const RED_PACKET_CAMPAIGN = defineStreamKind<RedPacketState, RedPacketEvent>({
  name: 'red-packet',
  prefix: RED_PACKET_PREFIX,
  events: [
    redPacketEvent('RedPacketCampaignCreated', (data, check) => {
      check.string(data.campaign_id, 'campaign_id');
      check.integer(data.total, 'total');
      check.that(Number.isInteger(data.count), 'count missing');
    }),
    redPacketEvent('RedPacketShareReserved', (data, check) => {
      check.string(data.player_id, 'player_id');
      check.integer(data.amount, 'amount');
    }),
    redPacketEvent('RedPacketCampaignClosed'),
  ],
  initialState: () => ({ campaign: null, remaining: 0n, left: 0, claims: new Map(), closed: false }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'RedPacketCampaignCreated':
        return { ...state, campaign: event.data, remaining: BigInt(event.data.total), left: event.data.count };
      case 'RedPacketShareReserved': {
        const claims = new Map(state.claims);
        claims.set(event.data.player_id, event.data);
        return { ...state, remaining: state.remaining - BigInt(event.data.amount), left: state.left - 1, claims };
      }
      case 'RedPacketCampaignClosed':
        return { ...state, closed: true };
    }
  },
});

export interface NewCampaign {
  titleZh: string;
  titleEn: string;
  total: bigint;
  count: number;
  split: RedPacketSplit;
  startsAt: Date;
  endsAt: Date;
  audience: RedPacketAudience;
  minVip: number;
  code: string | null;
}

export const MAX_SHARES = 10_000;

export function decideCreate(
  state: RedPacketState,
  id: string,
  campaign: NewCampaign,
  staffId: string,
): RedPacketEvent[] {
  if (state.campaign) return [];
  const bad = (field: string, en: string, zh: string): never => {
    throw DomainError.invalidFields([{ field, message: { en, zh } }]);
  };
  if (!Number.isInteger(campaign.count) || campaign.count < 1 || campaign.count > MAX_SHARES)
    bad('count', `count must be 1–${MAX_SHARES}`, `个数须在 1–${MAX_SHARES} 之间`);
  if (campaign.total < BigInt(campaign.count))
    bad('total', 'total must give every share at least 0.01', '总额须保证每个红包至少 0.01');
  if (campaign.endsAt.getTime() <= campaign.startsAt.getTime())
    bad('ends_at', 'the end must follow the start', '结束时间须晚于开始时间');
  if (campaign.audience === 'vip' && (campaign.minVip < 1 || !Number.isInteger(campaign.minVip)))
    bad('min_vip', 'a VIP campaign needs a level of at least 1', 'VIP 红包须设置至少 1 级');
  return [
    {
      type: 'RedPacketCampaignCreated',
      data: {
        campaign_id: id,
        title_zh: campaign.titleZh,
        title_en: campaign.titleEn,
        total: campaign.total.toString(),
        count: campaign.count,
        split: campaign.split,
        starts_at: campaign.startsAt.toISOString(),
        ends_at: campaign.endsAt.toISOString(),
        audience: campaign.audience,
        min_vip: campaign.audience === 'vip' ? campaign.minVip : 0,
        code: campaign.code,
        created_by: staffId,
      },
    },
  ];
}

export function decideClose(state: RedPacketState, staffId: string): RedPacketEvent[] {
  if (!state.campaign) throw new DomainError('RED_PACKET_NOT_FOUND');
  if (state.closed) return [];
  return [{ type: 'RedPacketCampaignClosed', data: { closed_by: staffId } }];
}

export interface Claimant {
  playerId: string;
  vipLevel: number;
  paidRecharges: number;
  /** The code the player typed (null: claimed from the list). */
  code: string | null;
}

/** Refuses a claim the campaign does not allow now (before any draw; the reservation checks again). */
export function refuseClaim(state: RedPacketState, claimant: Claimant, now: Date): void {
  const campaign = state.campaign;
  if (!campaign) throw new DomainError('RED_PACKET_NOT_FOUND');
  if (state.claims.has(claimant.playerId)) throw new DomainError('RED_PACKET_ALREADY_CLAIMED');
  if (state.closed) throw new DomainError('RED_PACKET_CLOSED');
  if (now.getTime() < Date.parse(campaign.starts_at)) throw new DomainError('RED_PACKET_NOT_STARTED');
  if (now.getTime() >= Date.parse(campaign.ends_at)) throw new DomainError('RED_PACKET_ENDED');
  if (campaign.code !== null && claimant.code !== campaign.code) throw new DomainError('RED_PACKET_CODE_INVALID');
  if (campaign.audience === 'vip' && claimant.vipLevel < campaign.min_vip)
    throw new DomainError('RED_PACKET_VIP_REQUIRED');
  if (campaign.audience === 'recharged' && claimant.paidRecharges === 0)
    throw new DomainError('RED_PACKET_RECHARGE_REQUIRED');
  if (state.left <= 0) throw new DomainError('RED_PACKET_EMPTY');
}

/** The range the next share is drawn in (random split), hundredths. */
export function shareRange(state: RedPacketState): { min: bigint; max: bigint } {
  const left = BigInt(state.left);
  if (left <= 1n) return { min: state.remaining, max: state.remaining };
  const keepForLater = left - 1n;
  const doubleAverage = 2n * (state.remaining / left);
  const max = state.remaining - keepForLater < doubleAverage ? state.remaining - keepForLater : doubleAverage;
  return { min: 1n, max: max < 1n ? 1n : max };
}

/** The equal split's share for claim `index`: total ÷ count, remainder cents to the first claims. */
export function equalShare(total: bigint, count: number, index: number): bigint {
  const base = total / BigInt(count);
  return base + (BigInt(index) < total % BigInt(count) ? 1n : 0n);
}

export interface ReserveRequest {
  claimant: Claimant;
  claimId: string;
  now: Date;
  /** The claimer's draw (random split). */
  draw: ShareDraw | null;
}

export function decideReserve(state: RedPacketState, request: ReserveRequest): RedPacketEvent[] {
  refuseClaim(state, request.claimant, request.now);
  const campaign = state.campaign!;
  const index = campaign.count - state.left;
  let amount: bigint;
  let range: { min: bigint; max: bigint };
  if (campaign.split === 'equal') {
    amount = equalShare(BigInt(campaign.total), campaign.count, index);
    range = { min: amount, max: amount };
  } else {
    if (!request.draw) throw new Error('a random share needs the claimer’s draw');
    range = shareRange(state);
    amount = randomReward(request.draw.f, range.min, range.max);
  }
  return [
    {
      type: 'RedPacketShareReserved',
      data: {
        claim_id: request.claimId,
        player_id: request.claimant.playerId,
        index,
        amount: amount.toString(),
        min: range.min.toString(),
        max: range.max.toString(),
        draw: campaign.split === 'random' ? request.draw : null,
      },
    },
  ];
}

export function redPacketReference(campaignId: string): string {
  return `red-packet-${campaignId}`;
}
