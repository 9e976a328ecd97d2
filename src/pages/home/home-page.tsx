import PlaceholderPage from '../placeholder-page';

/** HomePage: being written (issue 4). */
export default function HomePage() {
  return <PlaceholderPage />;
}
