// The upgrade's registration: what the platform's central lists hold for it, in one object (listed
// in games.registry.ts): its module and event-sourced feature, its draw on the player's seed pair,
// its console resources, the coins players pay into it, its feature switch and its error messages.
import { ChangeType, UPGRADE_WIRE } from '@lootledger/contracts';
import { seedsOf } from '../fairness/pair-draws/pair-draws';
import { defineGame } from '../game-registration';
import { UPGRADE_ATTEMPTED } from './domain/upgrade-attempted.event';
import { UPGRADE_STAFF_RESOURCES } from './staff/upgrade.staff-resources';
import { UPGRADE_FEATURE } from './upgrade.feature';
import { UpgradeModule } from './upgrade.module';

const UPGRADE_ERROR_MESSAGES: Record<keyof typeof UPGRADE_WIRE.errors, { zh: string; en: string }> = {
  UPGRADE_ITEM_NOT_FOUND: { zh: '该饰品不可追梦或已下架', en: 'No such upgrade target, or it is no longer available' },
  UPGRADE_ITEM_REQUIRED: { zh: '请选择饰品', en: 'Please select an item' },
  UPGRADE_RATE_TOO_LOW: { zh: '成功率不能低于5%', en: 'Success rate must not be less than 5%' },
  UPGRADE_RATE_TOO_HIGH: { zh: '成功率不能高于75%', en: 'Success rate must not be more than 75%' },
  UPGRADE_STAKE_EXCEEDS_PRICE: {
    zh: '所选饰品价值超过该成功率的价格，请提高成功率或减少饰品',
    en: "The staked items are worth more than this rate's price; raise the rate or stake fewer items",
  },
};

export const UPGRADE_GAME = defineGame(UPGRADE_WIRE, {
  name: 'upgrade',
  module: UpgradeModule,
  feature: UPGRADE_FEATURE,
  pairDraws: {
    // One draw: roll = floor(f × 10000), a success when below the rate (basis points).
    [UPGRADE_ATTEMPTED.type]: (data) => ({
      ...seedsOf(data),
      draws: [
        {
          game: UPGRADE_WIRE.pairDrawGame,
          ref: String(data.upgrade_id),
          nonce: Number(data.nonce),
          cursor: Number(data.cursor ?? 0),
          roll: Number(data.roll),
          result: { success: Boolean(data.success) },
          rate: Number(data.rate),
        },
      ],
    }),
  },
  staffResources: UPGRADE_STAFF_RESOURCES,
  play: { spend: [ChangeType.UPGRADE] },
  errorMessages: UPGRADE_ERROR_MESSAGES,
});
