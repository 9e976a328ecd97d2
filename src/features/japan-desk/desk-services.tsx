import { japanDeskServices } from './japan-desk';
import { useT } from '@/i18n/locale-context';
import { phrases } from '@/i18n/phrases';

/**
 * What the desk does: its four services as cards, each an h3 with a sentence, under the heading
 * of the section that shows them (the desk's page, the company profile).
 */
export function DeskServices() {
  const { t } = useT('japanDesk');
  return (
    <ul className="card-grid">
      {japanDeskServices.map((id) => (
        <li key={id} className="card">
          <h3>{phrases(t, `services.items.${id}.title`)}</h3>
          <p>{phrases(t, `services.items.${id}.body`)}</p>
        </li>
      ))}
    </ul>
  );
}
