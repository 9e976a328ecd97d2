import { WriteToUsSection } from '@/components/enquiry-form/write-to-us-section';
import PlaceholderPage from './placeholder-page';

/** A vertical page until its content is written: heading, a line, and the 'Write to us' form. */
export default function VerticalPlaceholderPage() {
  return (
    <>
      <PlaceholderPage />
      <WriteToUsSection />
    </>
  );
}
