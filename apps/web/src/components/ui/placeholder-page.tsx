import { InfoPage } from './info-page.tsx';

/** Stands in for a screen not built yet; each is replaced by its feature's screen. */
export function PlaceholderPage({ title }: { title: string }) {
  return <InfoPage title={title} text="Cette page sera bientôt disponible." />;
}
