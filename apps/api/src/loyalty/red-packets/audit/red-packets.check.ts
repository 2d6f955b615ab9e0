// Re-checks every red-packet campaign in the log: its reservations never exceed its count or its
// total (a full campaign pays exactly the total), each player reserves once, each share is what its
// rule gives (equal: total ÷ count with the remainder cents to the first claims; random: within its
// range, the last share the rest, and once the claimer's pair is revealed, f recomputes with
// libs/fairness and the share is min + floor(f × (max − min + 1))), the draw is the RedPacketDrawn
// on the claimer's stream, and every share is credited exactly once (RED_PACKET,
// `red-packet-{id}`) and every such credit has its reservation.
import { ChangeType } from '@lootledger/contracts';
import { randomReward, serverSeedHash, unitFloat } from '@lootledger/fairness';
import type { CoinEventData, SeedPairRevealed } from '../../../ledger';
import { defineAuditCheck, describeEvent, scanEvents, tally, type Tallied } from '../../../platform/event-sourcing';
import { equalShare, RED_PACKET_PREFIX, type CampaignData, type ShareReservedData } from '../domain/red-packet';
import type { RedPacketDrawnData } from '../domain/red-packet-drawn.event';

const TYPES = [
  'RedPacketCampaignCreated',
  'RedPacketShareReserved',
  'RedPacketDrawn',
  'SeedPairRevealed',
  'CoinsCredited',
];

export const redPacketsCheck = defineAuditCheck(
  'red packets (campaign totals, shares, draws, credits)',
  async (tx, failures) => {
    const campaigns = new Map<
      string,
      { where: string; data: CampaignData; shares: { where: string; data: ShareReservedData }[] }
    >();
    const draws = new Map<string, RedPacketDrawnData>();
    const revealed = new Map<string, string>();
    const credits = new Map<string, Tallied>();
    await scanEvents(tx, TYPES, (event) => {
      const where = describeEvent(event.streamId, event.streamVersion, event.eventId);
      const campaignId = event.streamId.slice(RED_PACKET_PREFIX.length);
      switch (event.type) {
        case 'RedPacketCampaignCreated':
          campaigns.set(campaignId, { where, data: event.data as unknown as CampaignData, shares: [] });
          break;
        case 'RedPacketShareReserved': {
          const campaign = campaigns.get(campaignId);
          if (!campaign) failures.add(`${where}: a share of a campaign never created`);
          else campaign.shares.push({ where, data: event.data as unknown as ShareReservedData });
          break;
        }
        case 'RedPacketDrawn': {
          const data = event.data as unknown as RedPacketDrawnData;
          draws.set(`${event.streamId}/${data.campaign_id}`, data);
          break;
        }
        case 'SeedPairRevealed': {
          const data = event.data as unknown as SeedPairRevealed['data'];
          revealed.set(data.pair_id, data.server_seed);
          break;
        }
        case 'CoinsCredited': {
          const data = event.data as unknown as CoinEventData;
          if (data.change_type !== ChangeType.RED_PACKET || !data.reference.startsWith(RED_PACKET_PREFIX)) break;
          const key = `${event.streamId}/${data.reference}`;
          tally(credits, key, BigInt(data.amount), where);
          break;
        }
      }
    });

    let shares = 0;
    let verified = 0;
    let pending = 0;
    const matched = new Set<string>();
    for (const [id, { where, data, shares: reserved }] of campaigns) {
      const total = BigInt(data.total);
      let sum = 0n;
      const players = new Set<string>();
      reserved.forEach((share, index) => {
        shares++;
        const amount = BigInt(share.data.amount);
        sum += amount;
        if (players.has(share.data.player_id))
          failures.add(`${share.where}: a second share for ${share.data.player_id}`);
        players.add(share.data.player_id);
        if (share.data.index !== index) failures.add(`${share.where}: index ${share.data.index}, expected ${index}`);
        if (amount < 1n) failures.add(`${share.where}: a share below 0.01`);
        const isLast = index === data.count - 1;
        if (data.split === 'equal' && amount !== equalShare(total, data.count, index))
          failures.add(`${share.where}: ${amount} is not the equal share ${equalShare(total, data.count, index)}`);
        if (data.split === 'random') {
          if (isLast) {
            if (amount !== total - (sum - amount)) failures.add(`${share.where}: the last share is not the rest`);
          } else {
            if (amount < BigInt(share.data.min) || amount > BigInt(share.data.max))
              failures.add(`${share.where}: ${amount} outside its range`);
            const draw = share.data.draw;
            const recorded = draws.get(`player-${share.data.player_id}/${id}`);
            if (
              !draw ||
              !recorded ||
              recorded.pair_id !== draw.pair_id ||
              recorded.draws[0].nonce !== draw.nonce ||
              recorded.draws[0].f !== draw.f
            ) {
              failures.add(`${share.where}: the draw is not the claimer's RedPacketDrawn`);
            } else {
              if (randomReward(draw.f, share.data.min, share.data.max) !== amount)
                failures.add(`${share.where}: ${amount} ≠ min + floor(f × (max − min + 1))`);
              const seed = revealed.get(draw.pair_id);
              if (!seed) pending++;
              else if (
                serverSeedHash(seed) !== draw.server_seed_hash ||
                unitFloat(seed, draw.client_seed, draw.nonce, draw.cursor) !== draw.f
              )
                failures.add(`${share.where}: f does not recompute from the revealed seed`);
              else verified++;
            }
          }
        }
        const key = `player-${share.data.player_id}/red-packet-${id}`;
        matched.add(key);
        const credit = credits.get(key);
        if (credit && (credit.amount !== amount || credit.times !== 1))
          failures.add(`${share.where}: ${amount} reserved, ${credit.amount} credited ${credit.times} time(s)`);
        if (!credit) pending++;
      });
      if (reserved.length > data.count) failures.add(`${where}: ${reserved.length} shares of ${data.count}`);
      if (sum > total) failures.add(`${where}: ${sum} reserved of a total of ${total}`);
      if (reserved.length === data.count && sum !== total)
        failures.add(`${where}: a full campaign paid ${sum}, not ${total}`);
    }
    for (const [key, credit] of credits) {
      if (!matched.has(key)) failures.add(`${credit.where}: a red-packet credit without its reservation`);
    }
    return [
      `${campaigns.size} campaigns, ${shares} shares: within count and total, once per player, credited once`,
      `${verified} random shares recomputed from their revealed server seed; ${pending} pending (pair not yet rotated or credit on its way)`,
    ];
  },
);
