/**
 * The team page's structure: people, their order, images and links. Names are proper nouns and
 * stay here; every word a visitor reads about them (designations, roles, biographies, image
 * descriptions) lives in `locales/<lng>/team.json`. Everyone here is fictional.
 */

/** SPEC.md section 9: a leader card previews this many characters of the biography. */
export const leaderPreviewLength = 200;

/** Width and height of every avatar illustration (all are square SVGs). */
export const avatarSize = 120;

/** The paragraphs of the About Us section, in order. */
export const aboutParagraphs = ['practice', 'people', 'clients'] as const;

/** The facts beside the About Us text (their figures are in SPEC.md section 9). */
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

export interface Leader {
  id: LeaderId;
  name: string;
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

/** SPEC.md sections 2 and 3: seven leaders, in the order the page shows them. */
export const leaders: readonly Leader[] = [
  {
    id: 'arjunMehta',
    name: 'Arjun Mehta',
    designation: 'founderCeo',
    image: leaderImage('arjunMehta'),
    linkedin: 'https://www.linkedin.com/in/example-arjun-mehta',
    email: 'arjun.mehta@example.com',
  },
  {
    id: 'harukaSato',
    name: 'Haruka Sato',
    designation: 'japanDeskDirector',
    image: leaderImage('harukaSato'),
    linkedin: 'https://www.linkedin.com/in/example-haruka-sato',
    email: 'haruka.sato@example.com',
  },
  {
    id: 'priyaRaghavan',
    name: 'Priya Raghavan',
    designation: 'cto',
    image: leaderImage('priyaRaghavan'),
    linkedin: 'https://www.linkedin.com/in/example-priya-raghavan',
    email: 'priya.raghavan@example.com',
  },
  {
    id: 'danielOkafor',
    name: 'Daniel Okafor',
    designation: 'headOfDataScience',
    image: leaderImage('danielOkafor'),
    linkedin: 'https://www.linkedin.com/in/example-daniel-okafor',
    email: '',
  },
  {
    id: 'kenjiWatanabe',
    name: 'Kenji Watanabe',
    designation: 'japanAdvisor',
    image: leaderImage('kenjiWatanabe'),
    linkedin: '',
    email: '',
  },
  {
    id: 'leilaHaddad',
    name: 'Leila Haddad',
    designation: 'headOfGrowth',
    image: leaderImage('leilaHaddad'),
    linkedin: '',
    email: 'leila.haddad@example.com',
  },
  {
    id: 'vikramRathore',
    name: 'Vikram Singh Rathore',
    designation: '',
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

export interface StaffMember {
  /** Stable id: React key and image file name. */
  id: string;
  name: string;
  role: StaffRole;
  image: string;
}

/** The groups of "Meet our team", in order. A group with nobody in it is not shown. */
export const staffGroupIds = ['technology', 'socialMediaMarketing'] as const;
export type StaffGroupId = (typeof staffGroupIds)[number];

function member(id: string, name: string, role: StaffRole): StaffMember {
  return { id, name, role, image: `/images/team/staff-${id}.svg` };
}

/** SPEC.md section 3: eighteen people in technology and, for now, nobody in social media. */
export const staffGroups: Readonly<Record<StaffGroupId, readonly StaffMember[]>> = {
  technology: [
    member('ananya-iyer', 'Ananya Iyer', 'dataScientist'),
    member('rohan-kapoor', 'Rohan Kapoor', 'mlEngineer'),
    member('yuki-tanaka', 'Yuki Tanaka', 'bilingualProjectManager'),
    member('omar-al-farsi', 'Omar Al-Farsi', 'cloudArchitect'),
    member('sneha-kulkarni', 'Sneha Kulkarni', 'dataEngineer'),
    member('takumi-nakamura', 'Takumi Nakamura', 'iotEngineer'),
    member('fatima-benali', 'Fatima Benali', 'nlpEngineer'),
    member('karthik-subramanian', 'Karthik Subramanian', 'fullStackDeveloper'),
    member('meera-nair', 'Meera Nair', 'dataAnalyst'),
    member('chen-wei', 'Chen Wei', 'visionEngineer'),
    member('aditya-verma', 'Aditya Verma', 'devopsEngineer'),
    member('sofia-martinez', 'Sofia Martínez', 'uxDesigner'),
    member('aarav-joshi', 'Aarav Joshi', 'securityAnalyst'),
    member('emma-schneider', 'Emma Schneider', 'solutionsArchitect'),
    member('nikhil-bansal', 'Nikhil Bansal', 'backendDeveloper'),
    member('aiko-mori', 'Aiko Mori', 'qaEngineer'),
    member('seun-adeyemi', 'Oluwaseun Adeyemi', 'dataEngineer'),
    member('divya-menon', 'Divya Menon', 'genAiEngineer'),
  ],
  socialMediaMarketing: [],
};
