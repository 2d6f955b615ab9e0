// The payments context's public API: what other contexts may import.
//   Recharge orders: OrdersService (place, receivePayment, complete); the gateway port and modules.
//   Admin console: ListOrdersQuery, GetOrderForStaffQuery; ListPackagesQuery, SavePackageCommand,
//   DeletePackageCommand and the same for first bonuses (their onChange runs in the write's
//   transaction: the staff audit entry); GetRechargeTotalsQuery, GetCardCodeRedemptionTotalsQuery.
export * from './gateway';
export * from './card-codes';
export { OrdersService, type PlacedOrder } from './orders/orders.service';
// Admin console: orders, packages and first-recharge bonuses, dashboard totals.
export {
  ListOrdersQuery,
  ORDER_SORT_FIELDS,
  ORDER_STATUSES,
  type OrderListRequest,
  type OrderSortField,
  type StaffOrderView,
  type StaffOrderPage,
} from './orders/list-orders/list-orders.query';
export {
  GetOrderForStaffQuery,
  type StaffOrderDetailView,
  type OrderStreamEventView,
} from './orders/get-order-for-staff/get-order-for-staff.query';
export {
  GetRechargeTotalsQuery,
  type AmountTotals,
  type ReportRange,
  type ReportBucket,
} from './orders/get-recharge-totals/get-recharge-totals.query';
export type { OrderStatus } from './orders/domain/order';
export type { PackageInput, FirstBonusInput, ConfigChange, OnConfigChange } from './packages/package-rules';
export { ListPackagesQuery } from './packages/list-packages/list-packages.query';
export { SavePackageCommand } from './packages/save-package/save-package.command';
export { DeletePackageCommand } from './packages/delete-package/delete-package.command';
export { ListFirstBonusesQuery } from './packages/list-first-bonuses/list-first-bonuses.query';
export { SaveFirstBonusCommand } from './packages/save-first-bonus/save-first-bonus.command';
export { DeleteFirstBonusCommand } from './packages/delete-first-bonus/delete-first-bonus.command';
export { PaymentsModule } from './payments.module';
