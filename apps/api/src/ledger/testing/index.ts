// Test builders of the ledger, for specs of any context (never imported by production code).
//   An int test: const db = await openLedgerTestDatabase(); aLedgerPlayer(db.accounts()).withBalance('100.00').create()
export { openLedgerTestDatabase, type LedgerTestDatabase } from './ledger-test-database';
export { aLedgerPlayer, creditPlayer, debitPlayer } from './player-account.builder';
export { aGrantedItem } from './granted-item.builder';
