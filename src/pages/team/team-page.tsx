import PlaceholderPage from '../placeholder-page';

/** TeamPage: being written (issue 4). */
export default function TeamPage() {
  return <PlaceholderPage />;
}
