import { useSubscriptionStatus } from '../../features/billing/hooks/useSubscriptionStatus';
import { ContentPage } from '../../features/content/components/ContentPage';
import { PricingPlanCards } from '../../features/pricing/components/PricingPlanCards';
import { PlanComparison } from '../../features/pricing/components/PlanComparison';
import { PricingFaq } from '../../features/pricing/components/PricingFaq';
import { Testimonials } from '../../features/pricing/components/Testimonials';

/**
 * '/pricing': the Free and Premium cards with the configured price (a Premium reader's plan shown as current), the
 * comparison, testimonials and billing answers.
 */
export function PricingPage() {
  const { status } = useSubscriptionStatus();
  return (
    <ContentPage
      title="Pricing"
      wide
      lead="Reading Paperlight is free. Premium adds AI tools for every paper, billed monthly, and you can cancel any time."
    >
      <PricingPlanCards hasPremium={status?.hasAccess ?? false} />
      <PlanComparison />
      <Testimonials />
      <PricingFaq />
    </ContentPage>
  );
}
