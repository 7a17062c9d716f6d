import { ContentPage } from '../../features/content/components/ContentPage';
import { PlanCards } from '../../features/pricing/components/PlanCards';
import { PlanComparison } from '../../features/pricing/components/PlanComparison';
import { PricingFaq } from '../../features/pricing/components/PricingFaq';
import { Testimonials } from '../../features/pricing/components/Testimonials';

/** '/pricing': the Free and Premium cards with the configured price, the comparison, testimonials and billing answers. */
export function PricingPage() {
  return (
    <ContentPage
      title="Pricing"
      wide
      lead="Reading Paperlight is free. Premium adds AI tools for every paper, billed monthly, and you can cancel any time."
    >
      <PlanCards />
      <PlanComparison />
      <Testimonials />
      <PricingFaq />
    </ContentPage>
  );
}
