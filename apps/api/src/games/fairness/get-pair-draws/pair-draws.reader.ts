// Every draw a revealed seed pair served, read from the log: the pair's stream is scanned with the
// audit's SeedPairBook (the commitment and the reveal as the events state them) and the pair-draw
// readers (the draws each game's fact records), so what a player verifies is what the audit verifies.
// The items drawn are named from the catalogue in the request's language (a page shows no raw ids).
import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Language, PairDrawResponse } from '@lootledger/contracts';
import { GetItemsQuery, type CatalogueItemView } from '../../../catalogue';
import type { EventStore } from '@lootledger/event-store';
import { GetSeedPairQuery, type SeedPairView } from '../../../ledger';
import { EVENT_STORE } from '../../../platform/database/event-store.provider';
import { DomainError } from '../../../platform/errors/domain-error';
import { FailureList } from '../../../platform/event-sourcing';
// (by way of ../../fairness: a path starting ../audit/ reads to the lint rule as the audit context)
import { SeedPairBook } from '../../fairness/audit/seed-pair-book';
import { pairDrawReader } from '../pair-draws/pair-draws';

const PAGE = 1000;

@Injectable()
export class PairDrawsReader {
  constructor(
    private readonly queryBus: QueryBus,
    @Inject(EVENT_STORE) private readonly events: EventStore,
  ) {}

  /** 404 SEED_PAIR_NOT_FOUND for an unknown pair, 422 SEED_PAIR_NOT_REVEALED before its reveal. */
  async draws(pairId: string, lang: Language = 'en'): Promise<PairDrawResponse[]> {
    const pair = await this.queryBus.execute<GetSeedPairQuery, SeedPairView | null>(new GetSeedPairQuery(pairId));
    if (!pair) throw new DomainError('SEED_PAIR_NOT_FOUND');
    if (pair.server_seed === null) throw new DomainError('SEED_PAIR_NOT_REVEALED');

    const book = new SeedPairBook(new FailureList(0));
    const found: PairDrawResponse[] = [];
    for (let from = 0; ;) {
      const page = await this.events.readStream(pair.stream_id, { fromVersion: from, limit: PAGE });
      for (const event of page) {
        if (book.follow(event)) continue;
        const extract = pairDrawReader(event.type);
        if (!extract) continue;
        const fact = extract(event.data as Record<string, unknown>);
        if (fact.pairId !== pairId) continue;
        for (const draw of fact.draws) {
          found.push({
            ...draw,
            server_seed_hash: fact.serverSeedHash,
            client_seed: fact.clientSeed,
            server_seed: '',
            created_at: event.createdAt.toISOString(),
          });
        }
      }
      if (page.length < PAGE) break;
      from = page[page.length - 1].streamVersion;
    }
    // The reveal as the log states it (the read model only told where to look).
    const serverSeed = book.get(pairId)?.serverSeed ?? null;
    if (serverSeed === null) throw new DomainError('SEED_PAIR_NOT_REVEALED');
    const names = await this.itemNames(found, lang);
    return found
      .map((draw) => ({ ...draw, result: this.named(draw.result, names), server_seed: serverSeed }))
      .sort((a, b) => a.nonce - b.nonce || a.cursor - b.cursor);
  }

  private async itemNames(draws: PairDrawResponse[], lang: Language): Promise<Map<string, string>> {
    const ids = [...new Set(draws.flatMap((draw) => (draw.result.item_id ? [draw.result.item_id] : [])))];
    if (ids.length === 0) return new Map();
    const items = await this.queryBus.execute<GetItemsQuery, CatalogueItemView[]>(new GetItemsQuery(ids));
    return new Map(items.map((item) => [item.id, lang === 'zh' ? item.name_zh : item.name_en]));
  }

  private named(result: PairDrawResponse['result'], names: Map<string, string>): PairDrawResponse['result'] {
    const name = result.item_id === undefined ? undefined : names.get(result.item_id);
    return name === undefined ? result : { ...result, item_name: name };
  }
}
