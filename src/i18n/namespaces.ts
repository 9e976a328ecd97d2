import type aiMarketing from '../../locales/en/aiMarketing.json';
import type aiTrainings from '../../locales/en/aiTrainings.json';
import type articles from '../../locales/en/articles.json';
import type blog from '../../locales/en/blog.json';
import type cloudServices from '../../locales/en/cloudServices.json';
import type common from '../../locales/en/common.json';
import type contact from '../../locales/en/contact.json';
import type cyberSecurity from '../../locales/en/cyberSecurity.json';
import type dataAi from '../../locales/en/dataAi.json';
import type digitalTransformation from '../../locales/en/digitalTransformation.json';
import type enquiryForm from '../../locales/en/enquiryForm.json';
import type esg from '../../locales/en/esg.json';
import type globalCapability from '../../locales/en/globalCapability.json';
import type globalIndex from '../../locales/en/globalIndex.json';
import type growthMarketing from '../../locales/en/growthMarketing.json';
import type home from '../../locales/en/home.json';
import type iot from '../../locales/en/iot.json';
import type japanDesk from '../../locales/en/japanDesk.json';
import type products from '../../locales/en/products.json';
import type team from '../../locales/en/team.json';

/**
 * The English catalogs are the source of truth: their shapes type every key, so a wrong key fails
 * `npm run typecheck`. Add a namespace here when you add `locales/en/<name>.json`
 * (a unit test fails until you do).
 */
export interface Resources {
  aiMarketing: typeof aiMarketing;
  aiTrainings: typeof aiTrainings;
  articles: typeof articles;
  blog: typeof blog;
  cloudServices: typeof cloudServices;
  common: typeof common;
  contact: typeof contact;
  cyberSecurity: typeof cyberSecurity;
  dataAi: typeof dataAi;
  digitalTransformation: typeof digitalTransformation;
  enquiryForm: typeof enquiryForm;
  esg: typeof esg;
  globalCapability: typeof globalCapability;
  globalIndex: typeof globalIndex;
  growthMarketing: typeof growthMarketing;
  home: typeof home;
  iot: typeof iot;
  japanDesk: typeof japanDesk;
  products: typeof products;
  team: typeof team;
}

export type Namespace = keyof Resources;

export const namespaces = [
  'aiMarketing',
  'aiTrainings',
  'articles',
  'blog',
  'cloudServices',
  'common',
  'contact',
  'cyberSecurity',
  'dataAi',
  'digitalTransformation',
  'enquiryForm',
  'esg',
  'globalCapability',
  'globalIndex',
  'growthMarketing',
  'home',
  'iot',
  'japanDesk',
  'products',
  'team',
] as const satisfies readonly Namespace[];
