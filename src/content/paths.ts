/**
 * Every path of the site, in one typed place, so no link spells a URL twice.
 * Paths are locale-free: the Japanese prefix is added by `@/i18n/locale-paths`.
 */
export const paths = {
  home: '/',
  digitalTransformation: '/Vertical',
  dataAi: '/Data_AI',
  cloudServices: '/Cloud_Services',
  iot: '/IOT',
  esg: '/ESG',
  aiMarketing: '/AI-Driven',
  aiAgents: '/ai-agents',
  growthMarketing: '/Growth_marketing',
  globalIndex: '/Global_index',
  cyberSecurity: '/Cyber_Security',
  products: '/Our_products',
  globalCapability: '/Global_capability',
  team: '/team',
  japanDesk: '/japan',
  japanDeskJapanese: '/japanese',
  aiTrainings: '/ai-trainings',
  blogs: '/blogs',
  contact: '/Contact_Us',
  article: (id: number) => `/blogs/${id}`,
} as const;

/** Ids of the blog articles; each has a fixed route `/blogs/{id}`. */
export const articleIds = Array.from({ length: 19 }, (_, index) => index + 1);
