/**
 * The one place for the company's name, contacts, address and outside URLs. Everything here is a
 * placeholder: reserved example domains and a fictional (555-01xx) phone number.
 */
export interface SiteConfig {
  brand: string;
  origin: string;
  email: string;
  phone: { display: string; e164: string };
  address: {
    street: string;
    locality: string;
    region: string;
    postalCode: string;
    countryCode: string;
  };
  /** An empty string means "not set": the footer leaves that icon out. */
  social: { linkedin: string; facebook: string; whatsapp: string };
  /**
   * Documents the footer opens in a new tab; an empty string means "missing": the footer logs
   * 'document required'. The privacy policy is a page of the site (`/privacy`), not a document.
   */
  documents: { terms: string };
  /** The year of the footer's copyright line (docs/behaviour.md §5.4). */
  copyrightYear: number;
  /** The external talent platform connecting Japanese companies with Indian engineers. */
  talentPlatformUrl: string;
}

export const site: SiteConfig = {
  brand: 'Setu Ventures',
  origin: 'https://www.example.com',
  email: 'hello@example.com',
  phone: { display: '+1 202 555 0143', e164: '+12025550143' },
  address: {
    street: 'Tower B, 4th Floor, Sector 44',
    locality: 'Gurugram',
    region: 'Haryana',
    postalCode: '122003',
    countryCode: 'IN',
  },
  social: {
    linkedin: 'https://www.linkedin.com/company/example',
    facebook: 'https://www.facebook.com/example',
    whatsapp: '',
  },
  documents: {
    terms: 'https://www.example.com/legal/terms-and-conditions.pdf',
  },
  talentPlatformUrl: 'https://talent.example.com/',
  copyrightYear: 2025,
};
