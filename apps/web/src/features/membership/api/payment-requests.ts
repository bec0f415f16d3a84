/**
 * The addresses the payment screen reads before it can draw its form, kept apart from the
 * queries (no library imported) so the page's first script can ask for them early (ADR 105).
 */
export type SubscriptionSettingKey = 'subscription_amount' | 'pro_subscription_amount';

export const settingPath = (key: SubscriptionSettingKey) => `/api/settings/${key}`;

export const CARD_PAYMENT_MODE_PATH = '/api/etransactions/mode';

/**
 * What a payment address will ask for, guessed from the address alone: a pro renews on
 * /payment/resubscription, everyone else pays the standard price. A wrong guess (a pro on
 * /payment/subscription) is simply not used: the screen asks the usual way.
 */
export function paymentPageRequests(pathname: string): string[] {
  const path = pathname.replace(/\/+$/, '');
  if (path === '/payment/resubscription') return [settingPath('pro_subscription_amount'), CARD_PAYMENT_MODE_PATH];
  if (path === '/payment' || path === '/payment/subscription' || path === '/payment/donation')
    return [settingPath('subscription_amount'), CARD_PAYMENT_MODE_PATH];
  return [];
}
