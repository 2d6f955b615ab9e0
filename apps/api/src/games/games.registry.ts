// The games: the one list the platform's central lists are built from. Each game's registration (its
// <game>.game.ts) carries its Nest module, event-sourced feature, draws on the player's seed pair,
// console resources, play (spend and winnings change types, facts) and error messages; registerGames
// hands them to the contexts that keep those lists, through their register ports, when this file
// loads (the application's module graph imports it, and so does the audit CLI through it). Adding a
// game: its folder, and one entry here.
import type { GameTaskType } from '@lootledger/contracts';
import { registerPointsSpendTypes, registerSettledSpend, registerTaskCount } from '../loyalty';
import { registerFeature } from '../platform/event-sourcing';
import { registerErrorMessages } from '../platform/i18n/messages';
import { registerGamePlay } from '../responsible-gaming';
import { registerStaffResources } from '../staff';
import { ARENA_GAME } from './arena/arena.game';
import { CONTRACT_GAME } from './contract/contract.game';
import { registerPairDraws } from './fairness/pair-draws/pair-draws';
import type { GameRegistration } from './game-registration';
import { ROLL_GAME } from './roll/roll.game';
import { UPGRADE_GAME } from './upgrade/upgrade.game';

/** In the order the site and the console list them. */
export const GAMES: readonly GameRegistration[] = [ARENA_GAME, UPGRADE_GAME, CONTRACT_GAME, ROLL_GAME];

/**
 * Where the application mounts each game's module (app.module.ts). The modules' order is the order
 * of the OpenAPI document's paths and schemas, which must not change: the arena right after the
 * games module, the upgrade and the contract inside it, as they were mounted before the games had
 * their registrations; every other game after the other contexts' modules, in GAMES' order.
 */
export const GAME_MODULES = {
  afterGames: [ARENA_GAME.module],
  insideGames: [UPGRADE_GAME.module, CONTRACT_GAME.module],
  last: GAMES.filter((game) => ![ARENA_GAME, UPGRADE_GAME, CONTRACT_GAME].includes(game)).map((game) => game.module),
};

/** Hands each game's parts to the central lists (again for the same games: nothing changes). */
export function registerGames(games: readonly GameRegistration[]): void {
  for (const game of games) {
    registerFeature(game.feature);
    registerPairDraws(game.pairDraws ?? {});
    registerStaffResources(game.staffResources);
    registerPointsSpendTypes(game.play.spend);
    if (game.play.settledSpend) registerSettledSpend(game.play.settledSpend);
    registerGamePlay(game.play);
    for (const [type, changeType] of Object.entries(game.taskCounts ?? {}))
      registerTaskCount(type as GameTaskType, changeType);
    registerErrorMessages(game.errorMessages);
  }
}

registerGames(GAMES);
