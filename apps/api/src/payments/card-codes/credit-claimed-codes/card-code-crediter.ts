// Pays the credit a claimed code owes: a CoinsCredited event on the player's stream through the
// ledger (ChangeType.CARD_CODE, counter-account card_code_clearing), then the code's credited mark.
// The ledger credits once per (change type, reference), so paying the same claim again (the request
// and the recovery loop, two processes, a retry after a crash) is a no-op that returns the balance.
// A credit the player stream refuses (a self-exclusion recorded after the claim) gives the code back.
import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ChangeType } from '@lootledger/contracts';
import { CreditCoinsCommand, type PlayerAccountResult } from '../../../ledger';
import { DomainError } from '../../../platform/errors/domain-error';
import { CardCodeRepository, type ClaimedCardCode } from '../store/card-code.repository';

/** The ledger reference of a code's credit: one code, one credit. */
export function cardCodeReference(codeId: string): string {
  return `card-code-${codeId}`;
}

@Injectable()
export class CardCodeCrediter {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly codes: CardCodeRepository,
  ) {}

  async credit(claim: ClaimedCardCode): Promise<PlayerAccountResult> {
    let result: PlayerAccountResult;
    try {
      result = await this.commandBus.execute(
        new CreditCoinsCommand({
          playerId: claim.playerId,
          amount: claim.value,
          changeType: ChangeType.CARD_CODE,
          reference: cardCodeReference(claim.codeId),
          actor: { type: 'player', id: claim.playerId },
          correlationId: claim.codeId,
        }),
      );
    } catch (error) {
      if (error instanceof DomainError && error.key === 'SELF_EXCLUDED') {
        await this.codes.release(claim.codeId, claim.playerId);
      }
      throw error;
    }
    await this.codes.markCredited(claim.codeId);
    return result;
  }
}
