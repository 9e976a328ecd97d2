import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createRoutes } from '@/app/routes';
import { createI18n } from '@/i18n/create-i18n';

/** Renders the whole site at `path` as a visitor's browser would, once its page is ready. */
export async function renderApp(path: string, { detectPreference = false } = {}) {
  const i18n = await createI18n({ detectPreference });
  const router = createMemoryRouter(createRoutes(i18n), { initialEntries: [path] });
  const view = render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  await screen.findByRole('heading', { level: 1 });
  return { ...view, router, i18n };
}
