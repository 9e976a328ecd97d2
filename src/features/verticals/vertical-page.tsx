import { WriteToUsSection } from '@/components/enquiry-form/write-to-us-section';
import { VerticalBanner } from '@/features/verticals/vertical-banner';
import { VerticalSectionView } from '@/features/verticals/vertical-section-view';
import { isVerticalNamespace, verticalPages } from '@/features/verticals/verticals';
import { useLooseT, usePage } from '@/i18n/locale-context';

/** Every vertical page: its banner, its sections from `src/content/verticals.ts`, 'Write to us'. */
export default function VerticalPage() {
  const { namespace } = usePage();
  const t = useLooseT(namespace);
  if (!isVerticalNamespace(namespace)) throw new Error(`${namespace} is not a vertical page`);
  const content = verticalPages[namespace];
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
