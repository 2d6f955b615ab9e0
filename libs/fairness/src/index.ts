// Provably-fair draws of fairness.md: pure functions, no I/O, the same in Node and the browser.
// A game's own draw rule is not listed here: it is its file, imported as @lootledger/fairness/<game>
// (the upgrade's: @lootledger/fairness/upgrade).
export { FairnessError, type FairnessErrorCode } from './fairness-error';
export * from './keyed-hmac';
export * from './seeds';
export * from './unit-float';
export * from './weighted-pick';
export * from './index-pick';
export * from './box-open';
export * from './battle';
export * from './giveaway';
export * from './random-reward';
export * from './tier-reward';
export * from './verify-draw';
export * from './battle-modes';
export * from './contract-pool';
