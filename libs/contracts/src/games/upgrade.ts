// The upgrade's wire contract (contract section 12): its feature switch and error keys.
import type { GameContract } from './game-contract';

export const UPGRADE_WIRE_CONTRACT = {
  feature: { key: 'upgrade', description: 'the upgrade (dream-chasing)' },
  errors: {
    UPGRADE_ITEM_NOT_FOUND: { status: 404, after: 'STAFF_NOT_FOUND' },
    UPGRADE_ITEM_REQUIRED: 422,
    UPGRADE_RATE_TOO_LOW: 422,
    UPGRADE_RATE_TOO_HIGH: 422,
    UPGRADE_STAKE_EXCEEDS_PRICE: 422,
  },
  pairDrawGame: 'upgrade',
} as const satisfies GameContract;
