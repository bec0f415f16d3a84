import { InfoPage } from '../../components/ui/info-page.tsx';

export default function NotFoundPage() {
  return (
    <InfoPage
      title="Page introuvable"
      text="Cette adresse ne correspond à aucune page. Elle a peut-être été mal recopiée, ou la page a été déplacée."
    />
  );
}
