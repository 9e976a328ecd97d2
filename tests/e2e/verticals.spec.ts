import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { verticals } from '../../src/features/verticals/verticals';
import { waitForApp, watchProblems } from './pages';
import { storedEnquiries } from './spool';

function english(namespace: string): Record<string, unknown> {
  return JSON.parse(
    readFileSync(resolve(import.meta.dirname, `../../locales/en/${namespace}.json`), 'utf8'),
  ) as Record<string, unknown>;
}

function text(catalog: Record<string, unknown>, key: string): string {
  return String(
    key
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalog),
  ).replaceAll('{{brand}}', 'Setu Ventures');
}

const pages = verticals.flatMap((vertical) =>
  [vertical.path, ...(vertical.aliases ?? []).map((alias) => alias.path)].map((path) => ({
    path,
    content: vertical,
  })),
);

for (const { path, content } of pages) {
  const namespace = content.key;
  test.describe(path, () => {
    test.use({ viewport: { width: 1280, height: 900 } });

    test('shows every section and item in order, cards alternating sides', async ({ page }) => {
      const problems = watchProblems(page);
      const catalog = english(namespace);
      await page.goto(path);
      await waitForApp(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(catalog, 'heading'));
      const sectionHeadings = content.sections.map((section) =>
        text(catalog, `sections.${section.id}.heading`),
      );
      await expect(page.locator('main h2')).toHaveText([...sectionHeadings, 'Write to us']);
      for (const section of content.sections) {
        if (!('items' in section)) continue;
        const titles = section.items.map((item) =>
          text(
            catalog,
            `sections.${section.id}.items.${typeof item === 'string' ? item : item.id}.title`,
          ),
        );
        const region = page.locator(`section[aria-labelledby="vertical-${section.id}"]`);
        await expect(region.locator('h3')).toHaveText(titles);
      }
      for (const card of await page.locator('.vertical-card').all()) {
        const image = await card.getByRole('img').boundingBox();
        const body = await card.locator('div').first().boundingBox();
        const imageLeft = (await card.getAttribute('class'))?.includes('image-left');
        expect(image && body && (imageLeft ? image.x < body.x : image.x > body.x)).toBe(true);
      }
      const parrot = page.locator('#Contact img');
      await expect(parrot).toHaveAttribute('loading', 'lazy');
      await expect(parrot).toHaveAttribute('alt', /parrot/);
      expect(problems).toEqual([]);
    });

    test('its Write to us form sends an enquiry the service stores', async ({ page }) => {
      await page.goto(path);
      await waitForApp(page);
      const name = `Vertical ${randomUUID().slice(0, 8)}`;
      const form = page.locator('#Contact form');
      await form.locator('[name="name"]').fill(name);
      await form.locator('[name="phone"]').fill('+91 124 000 0000');
      await form.locator('[name="email"]').fill('visitor@example.com');
      await form.locator('[name="company"]').fill('Example Pvt Ltd');
      await form.locator('[name="designation"]').fill('Head of Data');
      await form.locator('[name="message"]').fill(`About ${path}`);
      await form.locator('[name="consent"]').check();
      await form.getByRole('button', { name: 'Send message' }).click();
      await expect(form.getByRole('status')).toHaveText(/^Email sent successfully!/);
      await expect.poll(() => storedEnquiries(name)).toHaveLength(1);
    });
  });
}
