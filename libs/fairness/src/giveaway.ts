// Giveaway (ROLL) room draws: the client seed commits to the participants in join order; prize i
// (nonce i) goes to one of the participants not yet drawn.
import { sha256, toHex, utf8 } from '@lootledger/contracts';
import { assertCount, FairnessError } from './fairness-error';
import { indexPick } from './index-pick';
import { unitFloatFor } from './unit-float';

export interface GiveawayWinner {
  /** Prize position in the room's prize order; also the nonce of its draw. */
  prize: number;
  nonce: number;
  cursor: 0;
  /** How many participants were not yet drawn when this prize was drawn. */
  remaining: number;
  /** floor(f * remaining): the winner's position among those not yet drawn, in join order. */
  index: number;
  participantId: string;
}

export interface GiveawayDraw {
  clientSeed: string;
  winners: GiveawayWinner[];
  /** Prize positions left undrawn because there were fewer participants than prizes. */
  undrawnPrizes: number[];
}

/** Lowercase hex SHA-256 of the participants' ids in join order, joined by ','. */
export function giveawayClientSeed(participantIds: readonly string[]): string {
  return toHex(sha256(utf8(participantIds.join(','))));
}

export function giveawayDraw(serverSeed: string, participantIds: readonly string[], prizeCount: number): GiveawayDraw {
  assertCount(prizeCount, 'prizeCount');
  if (new Set(participantIds).size !== participantIds.length) {
    throw new FairnessError('DUPLICATE_PARTICIPANT', 'a participant appears twice in the join order');
  }
  const clientSeed = giveawayClientSeed(participantIds);
  const float = unitFloatFor(serverSeed);
  const notYetDrawn = [...participantIds];
  const winners: GiveawayWinner[] = [];
  const drawnCount = Math.min(prizeCount, participantIds.length);
  for (let prize = 0; prize < drawnCount; prize++) {
    const remaining = notYetDrawn.length;
    const index = indexPick(float(clientSeed, prize, 0), remaining);
    const [participantId] = notYetDrawn.splice(index, 1);
    winners.push({ prize, nonce: prize, cursor: 0, remaining, index, participantId });
  }
  const undrawnPrizes = Array.from({ length: prizeCount - drawnCount }, (_, i) => drawnCount + i);
  return { clientSeed, winners, undrawnPrizes };
}
