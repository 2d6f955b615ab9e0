import { PaymentPage } from '@/features/recharge/components/payment-page';

export function PaymentRoute() {
  return <PaymentPage />;
}
