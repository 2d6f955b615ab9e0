// What a game brings besides its own folder, in one object (its <game>.game.ts, made by defineGame
// from its wire contract), listed once in games.registry.ts; registerGames hands each part to the
// central list that needs it. The central contexts never import a game: each exposes a small register
// port, and this is where they meet.
import type { Type } from '@nestjs/common';
import type { ChangeType, ErrorKey, GameTaskType, GameWire, SiteFeature } from '@lootledger/contracts';
import type { EventSourcedFeature } from '../platform/event-sourcing';
import type { SettledSpend } from '../loyalty';
import type { StaffResourceGrants } from '../staff';
import type { PairDrawReader } from './fairness/pair-draws/pair-draws';

export interface GameRegistration {
  /** The game's name (its folder). */
  readonly name: string;
  /** Its Nest module: controllers, providers, its feature's registration (EventSourcingModule.forFeature). */
  readonly module: Type<unknown>;
  /** Its stream kinds, events on the player stream, read models and audit checks. */
  readonly feature: EventSourcedFeature;
  /**
   * The site settings' switch that turns its player calls off (@FeatureSwitch on them): its wire
   * contract's (libs/contracts declares the switches, so the platform's DTOs list them as they load).
   */
  readonly siteFeature: SiteFeature;
  /** Its facts that draw on the player's seed pair, each with the reader of the draws it records. */
  readonly pairDraws?: Readonly<Record<string, PairDrawReader>>;
  /** Its console resources and each role's grants (defineStaffResources, in its staff/ folder). */
  readonly staffResources: Readonly<Record<string, StaffResourceGrants>>;
  /** Play: what responsible gaming refuses while excluded and counts, and loyalty's points earn on. */
  readonly play: {
    /** Coins the player pays into the game (CoinsDebited): points rules, exclusions, activity. */
    readonly spend: readonly ChangeType[];
    /** Coins the game pays out as coins (CoinsCredited), counted as winnings. */
    readonly winnings?: readonly ChangeType[];
    /** Facts on the player stream that are play whatever their coins (refused while excluded). */
    readonly facts?: readonly string[];
    /** Stakes that earn points when their round settles rather than when paid (refundable ones). */
    readonly settledSpend?: SettledSpend;
  };
  /** Its daily task types (its wire contract's taskTypes): the change type of the debits each counts. */
  readonly taskCounts?: Readonly<Partial<Record<GameTaskType, ChangeType>>>;
  /** The zh and en message of each of its error keys (their statuses: libs/contracts/src/games). */
  readonly errorMessages: Readonly<Partial<Record<ErrorKey, ErrorMessage>>>;
}

export interface ErrorMessage {
  readonly zh: string;
  readonly en: string;
}

/** The zh and en message of every one of a wire contract's error keys. */
type GameErrorMessages<Wire extends GameWire> = Readonly<Record<keyof Wire['errors'], ErrorMessage>>;

/**
 * A game's registration from its wire contract (libs/contracts/src/games): its feature switch is the
 * wire's, and it must give a message for every one of the wire's error keys.
 */
export function defineGame<Wire extends GameWire & { readonly feature: { readonly key: SiteFeature } }>(
  wire: Wire,
  registration: Omit<GameRegistration, 'siteFeature' | 'errorMessages'> & {
    readonly errorMessages: GameErrorMessages<Wire>;
  },
): GameRegistration {
  return { ...registration, siteFeature: wire.feature.key };
}
