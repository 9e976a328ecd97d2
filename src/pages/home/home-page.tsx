import { WriteToUsSection } from '@/components/enquiry-form/write-to-us-section';
import { ClientsSection } from './clients-section';
import { CoreVerticals } from './core-verticals';
import { HomeHero } from './home-hero';
import { IndustriesSection } from './industries-section';
import { InsightsSection } from './insights-section';
import { ServicePoints } from './service-points';
import { TodayStats } from './today-stats';

export default function HomePage() {
  return (
    <div className="page home-page">
      <HomeHero />
      <CoreVerticals />
      <TodayStats />
      <IndustriesSection />
      <ClientsSection />
      <InsightsSection />
      <ServicePoints />
      <WriteToUsSection />
    </div>
  );
}
