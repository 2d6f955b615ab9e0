// What payments bring to the log: the recharge order stream kind and its read model.
import type { EventSourcedFeature } from '../platform/event-sourcing';
import { ORDER } from './orders/domain/order';
import { ORDERS_READ_MODEL } from './orders/orders.projection';

export const PAYMENTS_FEATURE: EventSourcedFeature = {
  name: 'payments',
  streams: [ORDER],
  readModels: [ORDERS_READ_MODEL],
};
