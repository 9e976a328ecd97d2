import { EnquiryForm } from './enquiry-form';
import { WriteToUsFrame } from './write-to-us-frame';

/** The 'Write to us' section with the enquiry form, which ends every vertical page. */
export function WriteToUsSection({ illustrated = false }: { illustrated?: boolean }) {
  return (
    <WriteToUsFrame illustrated={illustrated}>
      <EnquiryForm />
    </WriteToUsFrame>
  );
}
