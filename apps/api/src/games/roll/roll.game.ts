// ROLL rooms' registration: what the platform's central lists hold for them, in one object (listed
// in games.registry.ts): the module and event-sourced feature, the console resource, the coins a
// creator pays in and the join asked for (play while excluded), the feature switch and the error
// messages. A room draws with its own server seed, not the player's pair: no pair draws.
import { ChangeType, ROLL_WIRE } from '@lootledger/contracts';
import { defineGame } from '../game-registration';
import { ROLL_JOIN_ASKED } from './domain/roll-join-asked.event';
import { ROLL_FEATURE } from './roll.feature';
import { RollModule } from './roll.module';
import { ROLL_STAFF_RESOURCES } from './staff/roll.staff-resources';

const ROLL_ERROR_MESSAGES: Record<keyof typeof ROLL_WIRE.errors, { zh: string; en: string }> = {
  ROLL_NOT_FOUND: { zh: 'ROLL房间不存在', en: 'No such ROLL room' },
  ROLL_ENDED: { zh: 'ROLL房间已结束', en: 'The ROLL room has ended' },
  ROLL_ALREADY_JOINED: { zh: '您已加入该房间', en: 'You have already joined this room' },
  ROLL_FULL: { zh: '房间人数已满', en: 'The room is full' },
  ROLL_OWN_ROOM: { zh: '不能加入自己创建的房间', en: 'You cannot join your own room' },
  ROLL_WRONG_PASSWORD: { zh: '房间密码错误', en: 'Wrong room password' },
  ROLL_INVITEES_ONLY: { zh: '仅限房主的下级加入', en: "Only the creator's invitees may join" },
  ROLL_RECHARGE_TOO_LOW: {
    zh: '统计期内的充值金额未达到房间要求',
    en: 'Your recharges within the room window are below its minimum',
  },
};

export const ROLL_GAME = defineGame(ROLL_WIRE, {
  name: 'roll',
  module: RollModule,
  feature: ROLL_FEATURE,
  staffResources: ROLL_STAFF_RESOURCES,
  play: { spend: [ChangeType.ROLL], facts: [ROLL_JOIN_ASKED.type] },
  errorMessages: ROLL_ERROR_MESSAGES,
});
