// Daily free boxes: unlocked by the player's VIP level or paid recharges, opened at most once per
// loyalty day through the games context's normal box draw (OpenBoxCommand with `free`: price 0,
// the draw on the player's seed pair, BoxOpened recorded free with reference free-box-{id}-{day};
// its command key free-box-open/{id}/{day} makes a second open of the day open nothing).
import { Inject, Injectable } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { SqlClient } from '@lootledger/event-store';
import { GetBoxForOpeningQuery, type BoxForOpeningView } from '../../catalogue';
import { OpenBoxCommand, type OpenBoxResult } from '../../games';
import { GetAccountSummaryQuery, type AccountSummaryView } from '../../ledger';
import { SQL_CLIENT } from '../../platform/database/database.module';
import { DomainError } from '../../platform/errors/domain-error';
import { dayBounds, loyaltyTimeZone } from '../tasks/loyalty-day';
import { FreeBoxesRepository, type FreeBox } from './free-boxes.repository';

export function freeBoxReference(freeBoxId: string, day: string): string {
  return `free-box-${freeBoxId}-${day}`;
}

export interface FreeBoxStanding {
  freeBox: FreeBox;
  box: BoxForOpeningView;
  unlocked: boolean;
  openedToday: boolean;
  /** The player's VIP level or recharge total, against unlockValue. */
  standing: bigint;
}

@Injectable()
export class FreeBoxesService {
  readonly timeZone = loyaltyTimeZone();

  constructor(
    private readonly boxes: FreeBoxesRepository,
    private readonly queryBus: QueryBus,
    private readonly commandBus: CommandBus,
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
  ) {}

  async standings(playerId: string | null, now: Date): Promise<FreeBoxStanding[]> {
    const day = dayBounds(now, this.timeZone).day;
    const [boxes, account, opened] = await Promise.all([
      this.boxes.all(),
      playerId
        ? this.queryBus.execute<GetAccountSummaryQuery, AccountSummaryView>(new GetAccountSummaryQuery(playerId))
        : null,
      playerId ? this.openedOn(playerId, day) : new Set<string>(),
    ]);
    const standings: FreeBoxStanding[] = [];
    for (const freeBox of boxes.filter((candidate) => candidate.enabled)) {
      const box = await this.queryBus.execute<GetBoxForOpeningQuery, BoxForOpeningView | null>(
        new GetBoxForOpeningQuery(freeBox.boxId),
      );
      if (!box || !box.enabled) continue;
      const standing = account ? (freeBox.unlockType === 'vip' ? BigInt(account.vipLevel) : account.totalRecharge) : 0n;
      standings.push({
        freeBox,
        box,
        unlocked: account !== null && standing >= freeBox.unlockValue,
        openedToday: opened.has(freeBoxReference(freeBox.id, day)),
        standing,
      });
    }
    return standings;
  }

  /** 404 FREE_BOX_NOT_FOUND, 422 FREE_BOX_LOCKED, 409 FREE_BOX_ALREADY_OPENED; a refusal changes nothing. */
  async open(playerId: string, freeBoxId: string, now: Date): Promise<OpenBoxResult> {
    const standing = (await this.standings(playerId, now)).find((candidate) => candidate.freeBox.id === freeBoxId);
    if (!standing) throw new DomainError('FREE_BOX_NOT_FOUND');
    if (!standing.unlocked) throw new DomainError('FREE_BOX_LOCKED');
    if (standing.openedToday) throw new DomainError('FREE_BOX_ALREADY_OPENED');
    const day = dayBounds(now, this.timeZone).day;
    return this.commandBus.execute(
      new OpenBoxCommand(playerId, standing.box.id, 1, undefined, {
        key: `${freeBoxId}/${day}`,
        reference: freeBoxReference(freeBoxId, day),
      }),
    );
  }

  private async openedOn(playerId: string, day: string): Promise<Set<string>> {
    const { rows } = await this.sql.query<{ reference: string }>(
      `SELECT e.data->>'free_reference' AS reference FROM events e
        WHERE e.stream_id = $1 AND e.event_type = 'BoxOpened' AND e.data->>'free_reference' LIKE $2`,
      [`player-${playerId}`, `free-box-%-${day}`],
    );
    return new Set(rows.map((row) => row.reference));
  }
}
