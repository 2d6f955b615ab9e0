// The payment gateways' public API (re-exported by the payments context's index):
//   PaymentGatewayModule.forRoot(config, {imports?}): global; provides PAYMENT_GATEWAYS from PAYMENT_PROVIDERS
//     and mounts the adapters' endpoints (sandbox: /sandbox/pay/*, POST /api/payments/notify/sandbox).
//   @Inject(PAYMENT_GATEWAYS) gateways: PaymentGateways -> forPayWay(payWay) / named(name) -> PaymentGateway:
//     createPayment({orderId, amount, subject, payWay, expiresAt}) -> {qrUrl, h5Url}, idempotent by orderId;
//     queryPayment / closePayment({orderId, payWay, amount}) for orders whose notification is late.
//   PAYMENT_NOTIFICATION_SINK: provided by the orders side, receive(VerifiedPaymentNotification) -> NotificationOutcome.
export {
  PAYMENT_GATEWAYS,
  PAYMENT_NOTIFICATION_SINK,
  PAY_WAY_NUMBERS,
  PaymentGateways,
  PaymentGatewayUnavailableError,
  type PayWay,
  type PaymentQueryRequest,
  type PaymentQueryResult,
  type CreatePaymentRequest,
  type CreatedPayment,
  type PaymentGateway,
  type VerifiedPaymentNotification,
  type NotificationOutcome,
  type PaymentNotificationSink,
} from './payment-gateway.port';
export { publicBaseUrl } from './public-base-url';
export {
  PaymentGatewayModule,
  PAYMENT_GATEWAY_ADAPTERS,
  type GatewayAdapter,
  type GatewayAdapterParts,
  type PaymentGatewayModuleOptions,
} from './payment-gateway.module';
export {
  SandboxPaymentGateway,
  SandboxPaymentConflictError,
  type SandboxConfirmResult,
} from './sandbox/sandbox-payment.gateway';
export type { SandboxPayment, SandboxPaymentStatus } from './sandbox/sandbox-payment';
export {
  GATEWAY_SIGN_HEADER,
  notificationBody,
  signGatewayBody,
  type SandboxNotification,
} from './sandbox/sandbox-notification';
