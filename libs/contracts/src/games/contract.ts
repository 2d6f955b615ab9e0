// The contract game's wire contract (contract section 12): its feature switch and error keys (3 to 9
// distinct backpack items; a pool that can reach RTP x their total).
import type { GameContract } from './game-contract';

export const CONTRACT_WIRE_CONTRACT = {
  feature: { key: 'contract', description: 'the contract' },
  errors: {
    CONTRACT_TOO_FEW_ITEMS: 422,
    CONTRACT_TOO_MANY_ITEMS: 422,
    CONTRACT_ITEM_REPEATED: 422,
    CONTRACT_NO_POOL: 422,
    CONTRACT_NOT_FOUND: 404,
  },
  pairDrawGame: 'contract',
} as const satisfies GameContract;
