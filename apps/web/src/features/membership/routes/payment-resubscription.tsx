import { PaymentScreen } from './payment-screen.tsx';

/** /payment/resubscription (P1 §2 Payment screen). */
export default function PaymentResubscriptionPage() {
  return <PaymentScreen type="resubscription" title="Renouveler mon adhésion" />;
}
