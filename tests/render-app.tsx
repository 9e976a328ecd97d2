import { render, screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createRoutes } from '@/app/routes';
import { createI18n, ensureNamespaces } from '@/i18n/create-i18n';
import { LocaleContext } from '@/i18n/locale-context';
import type { Locale } from '@contract/locales';
import type { Namespace } from '@/i18n/namespaces';

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

/** Renders one component with the site's real catalogs for `locale` loaded. */
export async function renderWithCatalogs(
  ui: ReactElement,
  { locale = 'en', namespaces = [] }: { locale?: Locale; namespaces?: Namespace[] } = {},
) {
  const i18n = await createI18n();
  await ensureNamespaces(i18n, locale, ['common', ...namespaces]);
  return render(
    <I18nextProvider i18n={i18n}>
      <LocaleContext.Provider value={{ locale, localize: (path) => ({ href: path, locale }) }}>
        {ui}
      </LocaleContext.Provider>
    </I18nextProvider>,
  );
}

/** Headings in the page's main content never skip a level on the way down (h2 to h4). */
export function expectNoSkippedHeadingLevels() {
  const levels = within(screen.getByRole('main'))
    .getAllByRole('heading')
    .map((heading) => Number(heading.tagName.slice(1)));
  levels.forEach((level, index) => {
    if (index > 0) expect(level).toBeLessThanOrEqual(levels[index - 1]! + 1);
  });
}
