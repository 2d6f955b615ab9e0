// The arena's (box battles') wire contract: its feature switch and error keys.
import type { GameContract } from './game-contract';

export const ARENA_WIRE_CONTRACT = {
  feature: { key: 'battles', description: 'box battles (arena)' },
  errors: {
    NOT_BATTLE_CREATOR: { status: 403, after: 'TOTP_DISABLE_FORBIDDEN' },
    NOT_SEATED: { status: 403, after: 'TOTP_DISABLE_FORBIDDEN' },
    BATTLE_NOT_FOUND: { status: 404, after: 'STAFF_NOT_FOUND' },
    SEAT_TAKEN: { status: 409, after: 'TOTP_SETUP_MISSING' },
    ALREADY_SEATED: { status: 409, after: 'TOTP_SETUP_MISSING' },
    BATTLE_NOT_WAITING: { status: 409, after: 'TOTP_SETUP_MISSING' },
    ROBOTS_NOT_ALLOWED: 422,
  },
} as const satisfies GameContract;
