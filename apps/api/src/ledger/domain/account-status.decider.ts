// Decides staff freezing and unfreezing a player account (AccountFrozen / AccountUnfrozen on the
// player's stream). The freeze is a fact of the stream, so every later spending decision sees it at
// the version its append expects: a box opening racing a freeze either lands before it or is refused.
// Pure: the staff id and the reason arrive in the request.
import { DomainError } from '../../platform/errors/domain-error';
import type { PlayerAccountState } from './player-account';
import type { AccountFrozen, AccountUnfrozen } from './player-account.events';

export interface AccountStatusChange {
  reason: string;
  /** The staff member's id. */
  by: string;
}

function requireReason(change: AccountStatusChange): string {
  const reason = change.reason.trim();
  if (reason.length === 0) {
    throw DomainError.invalidFields([{ field: 'reason', message: { en: 'reason is required', zh: '请填写原因' } }]);
  }
  return reason;
}

/** Freezes the account; 409 ACCOUNT_ALREADY_FROZEN when it is frozen. */
export function freezeAccount(state: PlayerAccountState, change: AccountStatusChange): AccountFrozen[] {
  const reason = requireReason(change);
  if (state.frozen) throw new DomainError('ACCOUNT_ALREADY_FROZEN');
  return [{ type: 'AccountFrozen', data: { reason, by: change.by } }];
}

/** Lifts the freeze; 409 ACCOUNT_NOT_FROZEN when the account is not frozen. */
export function unfreezeAccount(state: PlayerAccountState, change: AccountStatusChange): AccountUnfrozen[] {
  const reason = requireReason(change);
  if (!state.frozen) throw new DomainError('ACCOUNT_NOT_FROZEN');
  return [{ type: 'AccountUnfrozen', data: { reason, by: change.by } }];
}
