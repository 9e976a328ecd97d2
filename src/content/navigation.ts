import { paths } from './paths';

/** The nine core verticals, in the order the site presents them. */
export const verticals = [
  { key: 'digitalTransformation', path: paths.digitalTransformation },
  { key: 'dataAi', path: paths.dataAi },
  { key: 'cloudServices', path: paths.cloudServices },
  { key: 'iot', path: paths.iot },
  { key: 'esg', path: paths.esg },
  { key: 'aiMarketing', path: paths.aiMarketing },
  { key: 'growthMarketing', path: paths.growthMarketing },
  { key: 'globalIndex', path: paths.globalIndex },
  { key: 'cyberSecurity', path: paths.cyberSecurity },
] as const;

export type VerticalKey = (typeof verticals)[number]['key'];

/**
 * Paths on which the header's Our Verticals button is marked current (SPEC.md section 2 names
 * exactly these eight).
 */
export const verticalMenuPaths: readonly string[] = [
  paths.digitalTransformation,
  paths.iot,
  paths.esg,
  paths.aiMarketing,
  paths.globalIndex,
  paths.growthMarketing,
  paths.cloudServices,
  paths.cyberSecurity,
];

/** Top-level header entries after the Our Verticals menu. */
export const headerLinks = [
  { key: 'products', path: paths.products },
  { key: 'globalCapability', path: paths.globalCapability },
  { key: 'team', path: paths.team },
  { key: 'japanDesk', path: paths.japanDesk },
  { key: 'aiTrainings', path: paths.aiTrainings },
  { key: 'blogs', path: paths.blogs },
  { key: 'contact', path: paths.contact },
] as const;

/** The footer's list of links. */
export const footerLinks = [
  { key: 'home', path: paths.home },
  { key: 'products', path: paths.products },
  { key: 'globalCapability', path: paths.globalCapability },
  { key: 'team', path: paths.team },
  { key: 'japanDesk', path: paths.japanDesk },
  { key: 'aiTrainings', path: paths.aiTrainings },
  { key: 'blogs', path: paths.blogs },
] as const;

/** Copyright year shown in the footer (SPEC.md section 9). */
export const copyrightYear = 2025;

/** Scroll distance after which the header takes its scrolled style (SPEC.md section 9). */
export const headerScrollThreshold = 50;
