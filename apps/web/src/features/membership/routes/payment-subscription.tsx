import { PaymentScreen } from './payment-screen.tsx';

/** /payment/subscription (P1 §2 Payment screen). */
export default function PaymentSubscriptionPage() {
  return <PaymentScreen type="subscription" title="Adhésion" />;
}
