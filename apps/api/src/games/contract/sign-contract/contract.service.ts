// The contract's player operations. preview: the pool a set of backpack items would draw from
// (nothing changes). sign: the rules (finance's settings) and the candidates in the band from the
// catalogue, the active pair's server seed from the vault, then one decide-and-append on the
// player's account (PlayerAccountService reloads and decides again on a version conflict, so two
// contracts racing for one item cannot both have it). A rotation racing the contract fetches the
// new seed and goes again, like a box open.
import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import type { ContractPool } from '@lootledger/fairness';
import { ListItemsInValueRangeQuery, type CatalogueItemView } from '../../../catalogue';
import { PlayerAccountService, type GrantedItem, type ItemsGranted } from '../../../ledger';
import { SeedPairsService } from '../../fairness/seed-pairs.service';
import type { ContractRules } from '../domain/contract-rules';
import type { ContractSigned } from '../domain/contract-signed.event';
import { inputsOf, signContract, solveContractPool } from '../domain/sign-contract.decider';
import { ContractSettingsRepository } from '../settings/contract-settings.repository';

export interface ContractPreview {
  total: bigint;
  solved: ContractPool;
  items: ReadonlyMap<string, CatalogueItemView>;
}

export interface SignedContract {
  signed: ContractSigned['data'];
  item: GrantedItem;
}

/** The value range of the band around a total: [ceil(total x min), floor(total x max)] hundredths. */
function bandRange(total: bigint, rules: ContractRules): { min: bigint; max: bigint } {
  const min = (total * BigInt(rules.band.minBasisPoints) + 9999n) / 10000n;
  const max = (total * BigInt(rules.band.maxBasisPoints)) / 10000n;
  return { min, max };
}

@Injectable()
export class ContractService {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly accounts: PlayerAccountService,
    private readonly seedPairs: SeedPairsService,
    private readonly settings: ContractSettingsRepository,
  ) {}

  private async candidates(total: bigint, rules: ContractRules): Promise<CatalogueItemView[]> {
    const { min, max } = bandRange(total, rules);
    return this.queryBus.execute(new ListItemsInValueRangeQuery(min, max));
  }

  async preview(playerId: string, storageIds: readonly string[]): Promise<ContractPreview> {
    const { state } = await this.accounts.load(playerId);
    const total = inputsOf(state, storageIds).reduce((sum, input) => sum + input.value, 0n);
    const rules = await this.settings.current();
    const candidates = await this.candidates(total, rules);
    const solved = solveContractPool(total, rules, candidates);
    return { total, solved, items: new Map(candidates.map((item) => [item.id, item])) };
  }

  async sign(playerId: string, storageIds: readonly string[]): Promise<SignedContract> {
    const loaded = await this.accounts.load(playerId);
    // Refuses bad input (count, repeats, items gone) before any further look-up.
    const total = inputsOf(loaded.state, storageIds).reduce((sum, input) => sum + input.value, 0n);
    const rules = await this.settings.current();
    const candidates = await this.candidates(total, rules);
    const pair = loaded.state.seedPair ?? (await this.seedPairs.activePair(playerId));
    const contractId = randomUUID();
    const newStorageId = randomUUID();
    return this.seedPairs.drawOnActivePair(
      playerId,
      async (seed) => {
        const result = await this.accounts.execute(
          playerId,
          `contract/${contractId}`,
          (state) =>
            signContract(state, {
              contractId,
              storageIds,
              rules,
              candidates,
              pairId: seed.pairId,
              serverSeed: seed.serverSeed,
              newStorageId,
            }),
          { actor: { type: 'player', id: playerId }, at: new Date() },
        );
        const signed = result.events.find((event) => event.type === 'ContractSigned')!
          .data as unknown as ContractSigned['data'];
        const granted = result.events.find((event) => event.type === 'ItemsGranted')!
          .data as unknown as ItemsGranted['data'];
        return { signed, item: granted.items[0] };
      },
      pair,
    );
  }
}
