// The payments context's public API: what other contexts may import.
//   Recharge orders: OrdersService (place, receivePayment, complete); the gateway port and modules.
export * from './gateway';
export * from './card-codes';
export { OrdersService, type PlacedOrder } from './orders/orders.service';
export { PaymentsModule } from './payments.module';
