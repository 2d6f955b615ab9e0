// What payments bring to the log: the recharge order stream kind and its read model, the refused
// payments' stream kind, and the
// audit's reconciliation of paid orders and card codes with the credits they caused.
import type { EventSourcedFeature } from '../platform/event-sourcing';
import { cardCodeCreditsCheck } from './card-codes/audit/card-code-credits.check';
import { paidOrdersCheck } from './orders/audit/paid-orders.check';
import { ORDER } from './orders/domain/order';
import { REFUSED_PAYMENT } from './orders/domain/refused-payment';
import { ORDERS_READ_MODEL } from './orders/orders.projection';
import { REFUSED_PAYMENTS_READ_MODEL } from './orders/refused-payments/refused-payments.projection';

export const PAYMENTS_FEATURE: EventSourcedFeature = {
  name: 'payments',
  streams: [ORDER, REFUSED_PAYMENT],
  readModels: [ORDERS_READ_MODEL, REFUSED_PAYMENTS_READ_MODEL],
  auditChecks: [paidOrdersCheck, cardCodeCreditsCheck],
};
