import PlaceholderPage from '../placeholder-page';

/** ProductsPage: being written (issue 4). */
export default function ProductsPage() {
  return <PlaceholderPage />;
}
