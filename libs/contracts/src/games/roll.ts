// ROLL giveaway rooms' wire contract: the feature switch and the error keys of the join rules
// (password, recharge threshold, invitees only, once, before the end, room size).
import type { GameContract } from './game-contract';

export const ROLL_WIRE_CONTRACT = {
  feature: { key: 'roll', description: 'ROLL rooms' },
  errors: {
    ROLL_NOT_FOUND: 404,
    ROLL_ENDED: 409,
    ROLL_ALREADY_JOINED: 409,
    ROLL_FULL: 409,
    ROLL_OWN_ROOM: 409,
    ROLL_WRONG_PASSWORD: 403,
    ROLL_INVITEES_ONLY: 403,
    ROLL_RECHARGE_TOO_LOW: 403,
  },
} as const satisfies GameContract;
