// The card-codes public API (re-exported by the payments index): the module, its commands and
// queries, and the e2e test builder.
//   commandBus.execute(new RedeemCardCodeCommand(playerId, card))      -> {credited, balance}
//   commandBus.execute(new CreateCardCodeBatchCommand({count, value, expiresAt, note, staffId}))
//   queryBus.execute(new ListCardCodeBatchesQuery(request)) / new GetCardCodeBatchQuery(id)
export { CardCodesModule } from './card-codes.module';
export { RedeemCardCodeCommand, type CardCodeRedeemed } from './redeem-card-code/redeem-card-code.command';
export { CARD_CODE_LOCKOUT } from './redeem-card-code/card-code-lockout';
export {
  CreateCardCodeBatchCommand,
  MAX_CODES_PER_BATCH,
  type CreateCardCodeBatchInput,
  type CreatedCardCodeBatch,
} from './create-card-code-batch/create-card-code-batch.command';
export {
  ListCardCodeBatchesQuery,
  type CardCodeBatchPage,
} from './list-card-code-batches/list-card-code-batches.query';
export { GetCardCodeBatchQuery } from './get-card-code-batch/get-card-code-batch.query';
export { GetCardCodeRedemptionTotalsQuery } from './get-card-code-redemption-totals/get-card-code-redemption-totals.query';
export type { CardCodeBatchView } from './get-card-code-batch/card-code-batch.view';
export { CardCodeClaimRecovery, CLAIM_RECOVERY } from './credit-claimed-codes/card-code-claims.recovery';
export { cardCodeReference } from './credit-claimed-codes/card-code-crediter';
export { CODE_ALPHABET, CODE_LENGTH, CODE_ENTROPY_BITS, normaliseCode, formatCode, hashCode } from './domain/card-code';
