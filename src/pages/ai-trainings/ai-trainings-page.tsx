import PlaceholderPage from '../placeholder-page';

/** AiTrainingsPage: being written (issue 4). */
export default function AiTrainingsPage() {
  return <PlaceholderPage />;
}
