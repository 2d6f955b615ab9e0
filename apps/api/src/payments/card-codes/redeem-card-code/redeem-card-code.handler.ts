// Handles RedeemCardCodeCommand: refuse a locked-out player, normalise and hash the code, claim it
// atomically (exactly one of any number of concurrent claims wins), then credit it through the
// ledger. Before the claim, the player's deposit limits (responsible gaming) are checked against the
// code's value. A refusal counts towards the lockout and changes nothing else. A crash between claim and
// credit is finished by CardCodeClaimRecovery.
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ErrorKey } from '@lootledger/contracts';
import { ResponsibleGamingService } from '../../../responsible-gaming';
import { DomainError } from '../../../platform/errors/domain-error';
import { CardCodeCrediter } from '../credit-claimed-codes/card-code-crediter';
import { hashCode, isWellFormedCode, normaliseCode } from '../domain/card-code';
import { CardCodeRepository, type ClaimOutcome } from '../store/card-code.repository';
import { CardCodeLockout } from './card-code-lockout';
import { RedeemCardCodeCommand, type CardCodeRedeemed } from './redeem-card-code.command';

const REFUSAL: Record<Exclude<ClaimOutcome['kind'], 'claimed'>, ErrorKey> = {
  unknown: 'CARD_CODE_INVALID',
  used: 'CARD_CODE_USED',
  expired: 'CARD_CODE_EXPIRED',
};

@CommandHandler(RedeemCardCodeCommand)
export class RedeemCardCodeHandler implements ICommandHandler<RedeemCardCodeCommand, CardCodeRedeemed> {
  constructor(
    private readonly codes: CardCodeRepository,
    private readonly crediter: CardCodeCrediter,
    private readonly lockout: CardCodeLockout,
    private readonly responsibleGaming: ResponsibleGamingService,
  ) {}

  async execute({ playerId, card }: RedeemCardCodeCommand): Promise<CardCodeRedeemed> {
    const code = normaliseCode(card);
    // Nothing typed is a form mistake, not a guess: its own message, and no count towards the lockout.
    if (code === '') throw new DomainError('CARD_CODE_REQUIRED');
    await this.lockout.assertNotLocked(playerId);
    // The player's deposit limits before the code is claimed: a refused top-up leaves the code unused.
    const value = isWellFormedCode(code) ? await this.codes.claimableValue(hashCode(code)) : null;
    if (value !== null) await this.responsibleGaming.assertMayDeposit(playerId, value);
    // A code that could never have been issued is not looked up, but counts as a wrong try.
    const outcome: ClaimOutcome = isWellFormedCode(code)
      ? await this.codes.claim(hashCode(code), playerId)
      : { kind: 'unknown' };
    if (outcome.kind !== 'claimed') {
      await this.lockout.countFailure(playerId);
      throw new DomainError(REFUSAL[outcome.kind]);
    }
    const result = await this.crediter.credit(outcome.claim);
    return { credited: outcome.claim.value, balance: result.bean };
  }
}
