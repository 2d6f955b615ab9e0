// Handles RedeemCardCodeCommand: refuse a locked-out player, normalise and hash the code, claim it
// atomically (exactly one of any number of concurrent claims wins), then credit it through the
// ledger. Before the claim, the top-up is asked for on the player's stream, where responsible
// gaming's guard decides it against the player's exclusions and deposit limits. A refused code counts
// towards the lockout and changes nothing else. A crash between claim and credit is finished by
// CardCodeClaimRecovery.
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ErrorKey } from '@lootledger/contracts';
import { Inject } from '@nestjs/common';
import { PlayerAccountService, topUpRequested } from '../../../ledger';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config';
import { cardCodeReference } from '../credit-claimed-codes/card-code-crediter';
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

/** A card code's top-up request counts this long unpaid (its credit follows at once, or from the recovery). */
const CARD_CODE_REQUEST_TTL_MS = 15 * 60_000;

@CommandHandler(RedeemCardCodeCommand)
export class RedeemCardCodeHandler implements ICommandHandler<RedeemCardCodeCommand, CardCodeRedeemed> {
  constructor(
    private readonly codes: CardCodeRepository,
    private readonly crediter: CardCodeCrediter,
    private readonly lockout: CardCodeLockout,
    private readonly accounts: PlayerAccountService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ playerId, card }: RedeemCardCodeCommand): Promise<CardCodeRedeemed> {
    const code = normaliseCode(card);
    // Nothing typed is a form mistake, not a guess: its own message, and no count towards the lockout.
    if (code === '') throw new DomainError('CARD_CODE_REQUIRED');
    await this.lockout.assertNotLocked(playerId);
    // The top-up is decided on the player's stream before the code is claimed: refused (an exclusion,
    // a deposit limit), the code stays unused. Asked for again by the same player, it is one request.
    const claimable = isWellFormedCode(code) ? await this.codes.claimable(hashCode(code)) : null;
    if (claimable !== null) {
      const reference = cardCodeReference(claimable.codeId);
      const now = new Date();
      await this.accounts.execute(
        playerId,
        `top-up/${reference}`,
        () => [
          topUpRequested(
            reference,
            claimable.value,
            now,
            new Date(now.getTime() + CARD_CODE_REQUEST_TTL_MS),
            this.config.signInTimeZone,
          ),
        ],
        { actor: { type: 'player', id: playerId }, at: now },
      );
    }
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
