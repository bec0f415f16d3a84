import { PaymentScreen } from './payment-screen.tsx';

/** /payment/donation (P1 §2 Payment screen). */
export default function PaymentDonationPage() {
  return <PaymentScreen type="donation" title="Faire un don" />;
}
