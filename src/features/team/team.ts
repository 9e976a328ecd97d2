import type { Locale } from '@contract/locales';

/**
 * The team page's structure: people, their order, images and links. Names are proper nouns and
 * stay here; every word a visitor reads about them (designations, roles, biographies, image
 * descriptions) lives in `locales/<lng>/team.json`. Everyone here is fictional.
 */

/** docs/behaviour.md §6.6: a leader card previews this many characters of the biography. */
export const leaderPreviewLength = 200;

/** Width and height of every avatar illustration (all are square SVGs). */
export const avatarSize = 120;

/** The paragraphs of the About Us section, in order. */
export const aboutParagraphs = ['practice', 'people', 'clients'] as const;

/** The facts beside the About Us text (their figures are in docs/behaviour.md §6.6). */
export const aboutFacts = ['team', 'nationalities', 'projects', 'continents'] as const;

export const leaderDesignations = [
  'founderCeo',
  'cto',
  'japanDeskDirector',
  'headOfDataScience',
  'japanAdvisor',
  'headOfGrowth',
] as const;
export type LeaderDesignation = (typeof leaderDesignations)[number];

export const leaderIds = [
  'arjunMehta',
  'harukaSato',
  'priyaRaghavan',
  'danielOkafor',
  'kenjiWatanabe',
  'leilaHaddad',
  'vikramRathore',
] as const;
export type LeaderId = (typeof leaderIds)[number];

/**
 * A name as the readers of a language write it, where that differs from the English form: for
 * Japanese readers, Japanese (and Chinese) names in kanji, family name first, with a kana
 * reading, and every other name as written in English, with a katakana reading.
 */
export interface LocalName {
  /** The name in the language's script, when that is how the person writes it. */
  written?: string;
  reading: string;
}

/** What a page shows as someone's name: the name, and a reading where readers expect one. */
export interface DisplayName {
  name: string;
  /** BCP 47 tag of the script the name is in, when it differs from the page's language. */
  lang?: string;
  reading?: string;
}

/** The language of `Person.name`. */
const nameLanguage = 'en';

export interface Person {
  /** The name in its usual English form. */
  name: string;
  /** The name as the readers of some languages write it, by locale (data, like the words). */
  names: Partial<Record<Locale, LocalName>>;
}

/**
 * A person's name for a page in `locale`: the language's own form where the data has one, else
 * the English form, marked as English on a page of any other language.
 */
export function displayName(person: Person, locale: string): DisplayName {
  const local = Object.hasOwn(person.names, locale) ? person.names[locale as Locale] : undefined;
  if (local?.written) return { name: local.written, reading: local.reading };
  if (locale === nameLanguage) return { name: person.name };
  return local
    ? { name: person.name, lang: nameLanguage, reading: local.reading }
    : { name: person.name, lang: nameLanguage };
}

export interface Leader extends Person {
  id: LeaderId;
  /** A designation id (its words are in the catalog), or '' when the leader has none. */
  designation: LeaderDesignation | '';
  image: string;
  /** Profile URL, or '' when the leader has none: the link is then left out. */
  linkedin: string;
  /** E-mail address, or '' when the leader has none: the link is then left out. */
  email: string;
}

/** `/images/team/leader-arjun-mehta.svg` for `arjunMehta`. */
function leaderImage(id: LeaderId): string {
  const slug = id.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
  return `/images/team/leader-${slug}.svg`;
}

/** docs/behaviour.md §6.6: seven leaders, in the order the page shows them. */
export const leaders: readonly Leader[] = [
  {
    id: 'arjunMehta',
    name: 'Arjun Mehta',
    designation: 'founderCeo',
    names: { ja: { reading: 'アルジュン・メータ' } },
    image: leaderImage('arjunMehta'),
    linkedin: 'https://www.linkedin.com/in/example-arjun-mehta',
    email: 'arjun.mehta@example.com',
  },
  {
    id: 'harukaSato',
    name: 'Haruka Sato',
    designation: 'japanDeskDirector',
    names: { ja: { written: '佐藤 遥', reading: 'さとう はるか' } },
    image: leaderImage('harukaSato'),
    linkedin: 'https://www.linkedin.com/in/example-haruka-sato',
    email: 'haruka.sato@example.com',
  },
  {
    id: 'priyaRaghavan',
    name: 'Priya Raghavan',
    designation: 'cto',
    names: { ja: { reading: 'プリヤ・ラガヴァン' } },
    image: leaderImage('priyaRaghavan'),
    linkedin: 'https://www.linkedin.com/in/example-priya-raghavan',
    email: 'priya.raghavan@example.com',
  },
  {
    id: 'danielOkafor',
    name: 'Daniel Okafor',
    designation: 'headOfDataScience',
    names: { ja: { reading: 'ダニエル・オカフォー' } },
    image: leaderImage('danielOkafor'),
    linkedin: 'https://www.linkedin.com/in/example-daniel-okafor',
    email: '',
  },
  {
    id: 'kenjiWatanabe',
    name: 'Kenji Watanabe',
    designation: 'japanAdvisor',
    names: { ja: { written: '渡辺 健二', reading: 'わたなべ けんじ' } },
    image: leaderImage('kenjiWatanabe'),
    linkedin: '',
    email: '',
  },
  {
    id: 'leilaHaddad',
    name: 'Leila Haddad',
    designation: 'headOfGrowth',
    names: { ja: { reading: 'レイラ・ハッダード' } },
    image: leaderImage('leilaHaddad'),
    linkedin: '',
    email: 'leila.haddad@example.com',
  },
  {
    id: 'vikramRathore',
    name: 'Vikram Singh Rathore',
    designation: '',
    names: { ja: { reading: 'ヴィクラム・シン・ラトール' } },
    image: leaderImage('vikramRathore'),
    linkedin: 'https://www.linkedin.com/in/example-vikram-singh-rathore',
    email: 'vikram.rathore@example.com',
  },
];

export const staffRoles = [
  'dataScientist',
  'mlEngineer',
  'dataEngineer',
  'cloudArchitect',
  'iotEngineer',
  'nlpEngineer',
  'fullStackDeveloper',
  'dataAnalyst',
  'visionEngineer',
  'devopsEngineer',
  'uxDesigner',
  'securityAnalyst',
  'solutionsArchitect',
  'backendDeveloper',
  'qaEngineer',
  'genAiEngineer',
  'bilingualProjectManager',
] as const;
export type StaffRole = (typeof staffRoles)[number];

export interface StaffMember extends Person {
  /** Stable id: React key and image file name. */
  id: string;
  role: StaffRole;
  image: string;
}

/** The groups of "Meet our team", in order. A group with nobody in it is not shown. */
export const staffGroupIds = ['technology', 'socialMediaMarketing'] as const;
export type StaffGroupId = (typeof staffGroupIds)[number];

function member(id: string, name: string, role: StaffRole, names: Person['names']): StaffMember {
  return { id, name, names, role, image: `/images/team/staff-${id}.svg` };
}

/** docs/behaviour.md §6.6: eighteen people in technology and, for now, nobody in social media. */
export const staffGroups: Readonly<Record<StaffGroupId, readonly StaffMember[]>> = {
  technology: [
    member('ananya-iyer', 'Ananya Iyer', 'dataScientist', {
      ja: { reading: 'アナンヤ・アイヤー' },
    }),
    member('rohan-kapoor', 'Rohan Kapoor', 'mlEngineer', { ja: { reading: 'ローハン・カプール' } }),
    member('yuki-tanaka', 'Yuki Tanaka', 'bilingualProjectManager', {
      ja: { written: '田中 由紀', reading: 'たなか ゆき' },
    }),
    member('omar-al-farsi', 'Omar Al-Farsi', 'cloudArchitect', {
      ja: { reading: 'オマル・アル＝ファルシ' },
    }),
    member('sneha-kulkarni', 'Sneha Kulkarni', 'dataEngineer', {
      ja: { reading: 'スネハ・クルカルニ' },
    }),
    member('takumi-nakamura', 'Takumi Nakamura', 'iotEngineer', {
      ja: { written: '中村 拓海', reading: 'なかむら たくみ' },
    }),
    member('fatima-benali', 'Fatima Benali', 'nlpEngineer', {
      ja: { reading: 'ファティマ・ベナリ' },
    }),
    member('karthik-subramanian', 'Karthik Subramanian', 'fullStackDeveloper', {
      ja: { reading: 'カールティク・スブラマニアン' },
    }),
    member('meera-nair', 'Meera Nair', 'dataAnalyst', { ja: { reading: 'ミーラ・ナイル' } }),
    member('chen-wei', 'Chen Wei', 'visionEngineer', {
      ja: { written: '陳 偉', reading: 'チェン・ウェイ' },
    }),
    member('aditya-verma', 'Aditya Verma', 'devopsEngineer', {
      ja: { reading: 'アディティヤ・ヴァルマ' },
    }),
    member('sofia-martinez', 'Sofia Martínez', 'uxDesigner', {
      ja: { reading: 'ソフィア・マルティネス' },
    }),
    member('aarav-joshi', 'Aarav Joshi', 'securityAnalyst', {
      ja: { reading: 'アーラヴ・ジョシ' },
    }),
    member('emma-schneider', 'Emma Schneider', 'solutionsArchitect', {
      ja: { reading: 'エマ・シュナイダー' },
    }),
    member('nikhil-bansal', 'Nikhil Bansal', 'backendDeveloper', {
      ja: { reading: 'ニキル・バンサル' },
    }),
    member('aiko-mori', 'Aiko Mori', 'qaEngineer', {
      ja: { written: '森 愛子', reading: 'もり あいこ' },
    }),
    member('seun-adeyemi', 'Oluwaseun Adeyemi', 'dataEngineer', {
      ja: { reading: 'オルワセウン・アデイェミ' },
    }),
    member('divya-menon', 'Divya Menon', 'genAiEngineer', {
      ja: { reading: 'ディヴィヤ・メノン' },
    }),
  ],
  socialMediaMarketing: [],
};
