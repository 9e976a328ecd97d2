import { features } from './features';

interface NavLink<Key> {
  key: Key;
  path: string;
}

/** The links a feature puts in one of the site's link lists: its first page, with its label. */
function linksOf<Key>(
  pick: (nav: NonNullable<(typeof features)[number]['nav']>) => Key | undefined,
) {
  return features.flatMap((feature): NavLink<Key>[] => {
    const key = feature.nav && pick(feature.nav);
    const first = feature.pages[0];
    return key && first ? [{ key, path: first.path }] : [];
  });
}

/** The header's links after the Our Verticals menu. */
export const headerLinks = linksOf((nav) => nav.header);

/** The footer's list of links. */
export const footerLinks = linksOf((nav) => nav.footer);
