import { WriteToUsSection } from '@/features/enquiry/write-to-us-section';
import { VerticalBanner } from './vertical-banner';
import { VerticalSectionView } from './vertical-section-view';
import { verticalOf } from './verticals';
import { useLooseT, usePage } from '@/i18n/locale-context';

/** Every vertical page: its banner, its sections from `src/features/verticals/verticals.ts`, 'Write to us'. */
export default function VerticalPage() {
  const { namespace } = usePage();
  const t = useLooseT(namespace);
  const content = verticalOf(namespace);
  if (!content) throw new Error(`${namespace} is not a vertical page`);
  return (
    <div className="page vertical-page">
      <VerticalBanner t={t} image={content.banner.image} />
      {content.sections.map((section) => (
        <VerticalSectionView key={section.id} t={t} section={section} />
      ))}
      <WriteToUsSection illustrated />
    </div>
  );
}
