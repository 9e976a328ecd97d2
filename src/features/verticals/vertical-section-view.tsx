import type { VerticalSection } from './verticals';
import type { LooseT } from '@/i18n/locale-context';
import { VerticalCards } from './vertical-cards';
import { VerticalSteps } from './vertical-steps';
import { VerticalTextSection } from './vertical-text-section';

/** One section of a vertical page, by its kind. */
export function VerticalSectionView({ t, section }: { t: LooseT; section: VerticalSection }) {
  switch (section.kind) {
    case 'intro':
      return <VerticalTextSection t={t} id={section.id} tone="plain" />;
    case 'statement':
      return <VerticalTextSection t={t} id={section.id} tone={section.tone} />;
    case 'cards':
      return (
        <VerticalCards t={t} id={section.id} items={section.items} numbered={section.numbered} />
      );
    case 'steps':
      return <VerticalSteps t={t} id={section.id} items={section.items} />;
    case 'results':
      return <VerticalCards t={t} id={section.id} items={section.items} results />;
  }
}
