import type aiMarketing from '../../locales/en/aiMarketing.json';
import type aiTrainings from '../../locales/en/aiTrainings.json';
import type article1 from '../../locales/en/article1.json';
import type article2 from '../../locales/en/article2.json';
import type article3 from '../../locales/en/article3.json';
import type article4 from '../../locales/en/article4.json';
import type article5 from '../../locales/en/article5.json';
import type article6 from '../../locales/en/article6.json';
import type article7 from '../../locales/en/article7.json';
import type article8 from '../../locales/en/article8.json';
import type article9 from '../../locales/en/article9.json';
import type article10 from '../../locales/en/article10.json';
import type article11 from '../../locales/en/article11.json';
import type article12 from '../../locales/en/article12.json';
import type article13 from '../../locales/en/article13.json';
import type article14 from '../../locales/en/article14.json';
import type article15 from '../../locales/en/article15.json';
import type article16 from '../../locales/en/article16.json';
import type article17 from '../../locales/en/article17.json';
import type article18 from '../../locales/en/article18.json';
import type article19 from '../../locales/en/article19.json';
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
  article1: typeof article1;
  article2: typeof article2;
  article3: typeof article3;
  article4: typeof article4;
  article5: typeof article5;
  article6: typeof article6;
  article7: typeof article7;
  article8: typeof article8;
  article9: typeof article9;
  article10: typeof article10;
  article11: typeof article11;
  article12: typeof article12;
  article13: typeof article13;
  article14: typeof article14;
  article15: typeof article15;
  article16: typeof article16;
  article17: typeof article17;
  article18: typeof article18;
  article19: typeof article19;
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
  'article1',
  'article2',
  'article3',
  'article4',
  'article5',
  'article6',
  'article7',
  'article8',
  'article9',
  'article10',
  'article11',
  'article12',
  'article13',
  'article14',
  'article15',
  'article16',
  'article17',
  'article18',
  'article19',
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
