import { Island } from '@/components/island';
import { WriteToUsLinkSection } from '@/features/enquiry/write-to-us-frame';
import { ClientsSection } from './clients-section';
import { CoreVerticals } from './core-verticals';
import { HomeHero } from './home-hero';
import { IndustriesSection } from './industries-section';
import { InsightsSection } from './insights-section';
import { ServicePoints } from './service-points';
import { TodayStats } from './today-stats';

/** The home page, the longest: each section is an island the app takes over on its own. */
export default function HomePage() {
  return (
    <div className="page home-page">
      <Island>
        <HomeHero />
      </Island>
      <Island>
        <CoreVerticals />
      </Island>
      <Island>
        <TodayStats />
      </Island>
      <Island>
        <IndustriesSection />
      </Island>
      <Island>
        <ClientsSection />
      </Island>
      <Island>
        <InsightsSection />
      </Island>
      <Island>
        <ServicePoints />
      </Island>
      <Island>
        <WriteToUsLinkSection />
      </Island>
    </div>
  );
}
