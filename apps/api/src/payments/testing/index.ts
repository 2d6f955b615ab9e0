// Test builders of payments, for specs of any context: a batch of card codes issued over HTTP by finance.
export { aCardCodeBatch, type IssuedCardCodeBatch } from '../card-codes/testing/card-code-batch.builder';
export { placeOrder, payOrder, aPaidTopUp } from './top-ups';
