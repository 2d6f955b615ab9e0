// The payment gateways' public API (re-exported by the payments context's index):
//   PaymentGatewayModule.forRoot(config, {imports?}): global; provides PAYMENT_GATEWAY from PAYMENT_PROVIDER
//     and mounts the adapter's endpoints (sandbox: /sandbox/pay/*, POST /api/payments/notify/sandbox).
//   @Inject(PAYMENT_GATEWAY) gateway: PaymentGateway -> createPayment({orderId, amount, subject, payWay, expiresAt})
//     -> {qrUrl, h5Url}; idempotent by orderId.
//   PAYMENT_NOTIFICATION_SINK: provided by the orders side, receive(VerifiedPaymentNotification) -> NotificationOutcome.
export {
  PAYMENT_GATEWAY,
  PAYMENT_NOTIFICATION_SINK,
  type PayWay,
  type CreatePaymentRequest,
  type CreatedPayment,
  type PaymentGateway,
  type VerifiedPaymentNotification,
  type NotificationOutcome,
  type PaymentNotificationSink,
} from './payment-gateway.port';
export {
  PaymentGatewayModule,
  PAYMENT_GATEWAY_ADAPTERS,
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
