import PlaceholderPage from '../placeholder-page';

/** GlobalCapabilityPage: being written (issue 4). */
export default function GlobalCapabilityPage() {
  return <PlaceholderPage />;
}
