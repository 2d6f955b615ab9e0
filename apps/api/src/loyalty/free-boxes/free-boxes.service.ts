// Daily free boxes: unlocked by the player's VIP level or paid recharges, opened at most once per
// loyalty day through the games context's normal box draw (OpenBoxCommand with `free`: price 0,
// the draw on the player's seed pair, BoxOpened recorded free with reference free-box-{id}-{day};
// its command key free-box-open/{id}/{day} makes a second open of the day open nothing).
import { Inject, Injectable } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { SqlClient } from '@lootledger/event-store';
import { GetBoxForOpeningQuery, type BoxForOpeningView } from '../../catalogue';
import { OpenBoxCommand, type OpenBoxResult } from '../../games';
import { GetAccountSummaryQuery, playerStreamId, type AccountSummaryView } from '../../ledger';
import { SQL_CLIENT } from '../../platform/database/database.module';
import { DomainError } from '../../platform/errors/domain-error';
import { scanStream } from '../../platform/event-sourcing';
import { dayBounds, loyaltyTimeZone } from '../tasks/loyalty-day';
import { FreeBoxesRepository, type FreeBox } from './free-boxes.repository';

/** How far around its loyalty day an opening's record is looked for (the clocks of the app and the database). */
const SCAN_MARGIN_MS = 3_600_000;

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
      playerId ? this.openedOn(playerId, now) : new Set<string>(),
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

  /**
   * The free references of the player's box openings of the loyalty day around `now` (the games
   * context's BoxOpened facts, through the runtime's scan of the player's stream). The reference names
   * the day; the scan's window around it only bounds what is read.
   */
  private async openedOn(playerId: string, now: Date): Promise<Set<string>> {
    const { day, from, to } = dayBounds(now, this.timeZone);
    const opened = await scanStream(this.sql, playerStreamId(playerId), {
      types: ['BoxOpened'],
      from: new Date(from.getTime() - SCAN_MARGIN_MS),
      to: new Date(to.getTime() + SCAN_MARGIN_MS),
    });
    const references = opened.map((event) => event.data.free_reference);
    return new Set(
      references.filter(
        (reference): reference is string =>
          typeof reference === 'string' && reference.startsWith('free-box-') && reference.endsWith(`-${day}`),
      ),
    );
  }
}
