// The contract game's registration: what the platform's central lists hold for it, in one object
// (listed in games.registry.ts): its module and event-sourced feature, its draw on the player's seed
// pair, its console resources, the coins players pay into it, its feature switch and its error messages.
import { ChangeType, CONTRACT_WIRE } from '@lootledger/contracts';
import { pool, seedsOf } from '../fairness/pair-draws/pair-draws';
import { defineGame } from '../game-registration';
import { CONTRACT_FEATURE } from './contract.feature';
import { ContractModule } from './contract.module';
import { CONTRACT_SIGNED } from './domain/contract-signed.event';
import { CONTRACT_STAFF_RESOURCES } from './staff/contract.staff-resources';

const CONTRACT_ERROR_MESSAGES: Record<keyof typeof CONTRACT_WIRE.errors, { zh: string; en: string }> = {
  CONTRACT_TOO_FEW_ITEMS: { zh: '请添加三件以上饰品', en: 'Please add more than three weapons (3 to 9 items)' },
  CONTRACT_TOO_MANY_ITEMS: { zh: '最多只能添加九件饰品', en: 'A contract takes at most nine items' },
  CONTRACT_ITEM_REPEATED: { zh: '该饰品已添加，请勿重复添加', en: 'This item has been added, please do not add again' },
  CONTRACT_NO_POOL: {
    zh: '暂无可合成的饰品，请更换饰品后重试',
    en: 'No items can come out of a contract of this value; try other items',
  },
  CONTRACT_NOT_FOUND: { zh: '合同记录不存在', en: 'No such contract' },
};

export const CONTRACT_GAME = defineGame(CONTRACT_WIRE, {
  name: 'contract',
  module: ContractModule,
  feature: CONTRACT_FEATURE,
  pairDraws: {
    // One draw: the ticket floor(f × W) over the solved pool, and the item it picked.
    [CONTRACT_SIGNED.type]: (data) => ({
      ...seedsOf(data),
      draws: [
        {
          game: CONTRACT_WIRE.pairDrawGame,
          ref: String(data.contract_id),
          nonce: Number(data.nonce),
          cursor: Number(data.cursor ?? 0),
          roll: Number(data.ticket),
          ticket: Number(data.ticket),
          result: { item_id: String(data.item_id) },
          pool: pool(data.pool),
        },
      ],
    }),
  },
  staffResources: CONTRACT_STAFF_RESOURCES,
  play: { spend: [ChangeType.CONTRACT] },
  errorMessages: CONTRACT_ERROR_MESSAGES,
});
