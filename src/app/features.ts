import { aiTrainingsFeature } from '@/features/ai-trainings/feature';
import { blogFeature } from '@/features/blog/feature';
import { companyFeature } from '@/features/company/feature';
import { contactFeature } from '@/features/contact/feature';
import { enquiryFeature } from '@/features/enquiry/feature';
import type { Feature } from '@/features/feature';
import { globalCapabilityFeature } from '@/features/global-capability/feature';
import { homeFeature } from '@/features/home/feature';
import { japanDeskFeature } from '@/features/japan-desk/feature';
import { privacyFeature } from '@/features/privacy/feature';
import { productsFeature } from '@/features/products/feature';
import { searchFeature } from '@/features/search/feature';
import { teamFeature } from '@/features/team/feature';
import { verticalsFeature } from '@/features/verticals/feature';

/**
 * Every feature of the site, in the order it lists their pages and navigation links. The route
 * table, the navigation, the sitemap and the page heads are all assembled from this list; a new
 * page family is a folder under src/features with a `feature.ts`, and one line here.
 */
export const features: readonly Feature[] = [
  homeFeature,
  verticalsFeature,
  productsFeature,
  globalCapabilityFeature,
  teamFeature,
  japanDeskFeature,
  aiTrainingsFeature,
  blogFeature,
  contactFeature,
  companyFeature,
  privacyFeature,
  searchFeature,
  enquiryFeature,
];
