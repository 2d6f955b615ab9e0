// Test data for ledger int tests: aLedgerPlayer(accounts).withBalance('100.00') tops a new player up
// through the real command path (decide + append + inline projections).
import { ChangeType, parseAmount } from '@lootledger/contracts';
import { randomUUID } from 'node:crypto';
import { coinCommand } from '../player-account/coin-commands';
import type { PlayerAccountResult, PlayerAccountService } from '../player-account/player-account.service';

export class PlayerBuilder {
  private balance = '0.00';

  constructor(
    private readonly accounts: PlayerAccountService,
    readonly playerId: string = randomUUID(),
  ) {}

  withBalance(amount: string): this {
    this.balance = amount;
    return this;
  }

  async create(): Promise<string> {
    const amount = parseAmount(this.balance);
    if (amount === null) throw new Error(`not an amount: ${this.balance}`);
    if (amount > 0n) await creditPlayer(this.accounts, this.playerId, amount, `top-up-${randomUUID()}`);
    return this.playerId;
  }
}

export function aLedgerPlayer(accounts: PlayerAccountService, playerId?: string): PlayerBuilder {
  return new PlayerBuilder(accounts, playerId);
}

export function creditPlayer(
  accounts: PlayerAccountService,
  playerId: string,
  amount: bigint,
  reference: string,
  changeType: ChangeType = ChangeType.RECHARGE,
): Promise<PlayerAccountResult> {
  const command = coinCommand('credit', { playerId, amount, changeType, reference }, () => new Date());
  return accounts.execute(playerId, command.commandKey, command.decide, command.context);
}

export function debitPlayer(
  accounts: PlayerAccountService,
  playerId: string,
  amount: bigint,
  reference: string,
  changeType: ChangeType = ChangeType.BOX_OPEN,
): Promise<PlayerAccountResult> {
  const command = coinCommand('debit', { playerId, amount, changeType, reference }, () => new Date());
  return accounts.execute(playerId, command.commandKey, command.decide, command.context);
}
