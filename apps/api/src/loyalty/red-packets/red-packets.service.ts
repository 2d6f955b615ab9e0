// Red-packet campaigns: staff create and close them (each its own stream), players claim.
// A claim: refuse early what the campaign does not allow; for a random split draw on the player's
// pair (RedPacketDrawn on the player's stream, command key per campaign: a retry reuses the draw);
// reserve a share on the campaign stream (command key per player: exactly once per player;
// optimistic concurrency: never more than the count or the total); credit the player (RED_PACKET,
// command key per campaign). A crash between reserving and crediting is finished by
// RedPacketCreditProcess, which credits every reserved share.
import { Inject, Injectable } from '@nestjs/common';
import { ChangeType } from '@lootledger/contracts';
import type { SqlClient } from '@lootledger/event-store';
import { randomUUID } from 'node:crypto';
import { SeedPairsService } from '../../games';
import { coinChange, playerStreamId, PlayerAccountService } from '../../ledger';
import { SQL_CLIENT } from '../../platform/database/database.module';
import { commandEventId, EventSourcing, type CommandContext, type StreamRunner } from '../../platform/event-sourcing';
import { DomainError } from '../../platform/errors/domain-error';
import { WelfareClock } from '../welfare/welfare-clock';
import {
  decideClose,
  decideCreate,
  decideReserve,
  RED_PACKET_CAMPAIGN,
  redPacketReference,
  refuseClaim,
  type NewCampaign,
  type RedPacketState,
  type ShareDraw,
  type ShareReservedData,
} from './domain/red-packet';
import { decideDraw, shareDrawOf, type RedPacketDrawnData } from './domain/red-packet-drawn.event';

export interface ClaimOutcome {
  campaignId: string;
  amount: bigint;
  balance: bigint;
}

export const drawKey = (campaignId: string) => `red-packet/${campaignId}/draw`;
export const creditKey = (campaignId: string) => `red-packet/${campaignId}/credit`;
export const claimKey = (playerId: string) => `claim/${playerId}`;

@Injectable()
export class RedPacketsService {
  readonly campaigns: StreamRunner<RedPacketState>;

  constructor(
    eventSourcing: EventSourcing,
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
    private readonly accounts: PlayerAccountService,
    private readonly seedPairs: SeedPairsService,
    private readonly clock: WelfareClock,
  ) {
    this.campaigns = eventSourcing.runner(RED_PACKET_CAMPAIGN);
  }

  async create(campaign: NewCampaign, staffId: string): Promise<string> {
    const id = randomUUID();
    await this.campaigns.execute(id, 'create', (state) => decideCreate(state, id, campaign, staffId), {
      actor: { type: 'staff', id: staffId },
      at: this.clock.now(),
    });
    return id;
  }

  async close(id: string, staffId: string): Promise<void> {
    await this.campaigns.execute(id, `close`, (state) => decideClose(state, staffId), {
      actor: { type: 'staff', id: staffId },
      at: this.clock.now(),
    });
  }

  /** The campaign a claim code opens (codes are unique among open campaigns). */
  async campaignByCode(code: string): Promise<string> {
    const { rows } = await this.sql.query<{ campaign_id: string }>(
      `SELECT campaign_id FROM loyalty_red_packets WHERE code = $1 ORDER BY closed, created_at DESC LIMIT 1`,
      [code],
    );
    if (rows.length === 0) throw new DomainError('RED_PACKET_CODE_INVALID');
    return rows[0].campaign_id;
  }

  async claim(playerId: string, campaignId: string, code: string | null): Promise<ClaimOutcome> {
    const now = this.clock.now();
    const context: CommandContext = { actor: { type: 'player', id: playerId }, at: now };
    const { state } = await this.campaigns.load(campaignId);
    const account = (await this.accounts.load(playerId)).state;
    const claimant = { playerId, vipLevel: account.vipLevel, paidRecharges: account.paidRecharges, code };
    const reserved = state.claims.get(playerId);
    if (reserved) {
      // Reserved before (a crash before the credit, or a second claim): finish it, then refuse.
      await this.credit(campaignId, reserved, context);
      throw new DomainError('RED_PACKET_ALREADY_CLAIMED');
    }
    refuseClaim(state, claimant, now);
    // Asked for on the player's stream first, where responsible gaming's guard holds it to an exclusion.
    await this.accounts.execute(
      playerId,
      `red-packet-claim/${campaignId}/${randomUUID()}`,
      () => [{ type: 'RedPacketClaimAsked', data: { campaign_id: campaignId } }],
      context,
    );
    const draw = state.campaign!.split === 'random' ? await this.draw(playerId, campaignId, context) : null;
    const result = await this.campaigns.execute(
      campaignId,
      claimKey(playerId),
      (current) => decideReserve(current, { claimant, claimId: randomUUID(), now, draw }),
      context,
    );
    const share = result.state.claims.get(playerId)!;
    if (result.idempotent) {
      await this.credit(campaignId, share, context);
      throw new DomainError('RED_PACKET_ALREADY_CLAIMED');
    }
    const balance = await this.credit(campaignId, share, context);
    return { campaignId, amount: BigInt(share.amount), balance };
  }

  /** Credits a reserved share on the player's stream (once: the command key and the reference). */
  async credit(campaignId: string, share: ShareReservedData, context: CommandContext): Promise<bigint> {
    const result = await this.accounts.execute(
      share.player_id,
      creditKey(campaignId),
      (state) => [
        coinChange(state, 'credit', {
          amount: BigInt(share.amount),
          changeType: ChangeType.RED_PACKET,
          reference: redPacketReference(campaignId),
        }).event,
      ],
      context,
    );
    return result.balance;
  }

  /** The player's draw for this campaign: drawn once on the active pair, reused by a retry. */
  private async draw(playerId: string, campaignId: string, context: CommandContext): Promise<ShareDraw> {
    return this.seedPairs.drawOnActivePair(playerId, async (seed) => {
      const result = await this.accounts.execute(
        playerId,
        drawKey(campaignId),
        (state) => decideDraw(state, { campaignId, pairId: seed.pairId, serverSeed: seed.serverSeed }),
        context,
      );
      if (!result.idempotent) return shareDrawOf(result.events[0].data as unknown as RedPacketDrawnData);
      const eventId = commandEventId(playerStreamId(playerId), drawKey(campaignId), 0);
      const { rows } = await this.sql.query<{ data: RedPacketDrawnData }>(
        `SELECT data FROM events WHERE event_id = $1`,
        [eventId],
      );
      return shareDrawOf(rows[0].data);
    });
  }
}
