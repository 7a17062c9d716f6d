import { ButtonLink } from '../../../components/Button';
import { useAuth } from '../../auth';
import { PlanCards } from './PlanCards';

/**
 * The Pricing page's cards. Signed out, 'Get Started Free' and the upgrade both go to /auth; signed in, Free reads
 * 'Current Plan' (to /) and the upgrade goes to /subscription; a reader who has Premium sees it as their current plan,
 * managed on /subscription.
 */
export function PricingPlanCards({ hasPremium }: { hasPremium: boolean }) {
  const { user } = useAuth();
  if (user && hasPremium) {
    return (
      <PlanCards
        freeAction={
          <ButtonLink to="/" $block>
            Browse Articles
          </ButtonLink>
        }
        premiumAction={
          <ButtonLink to="/subscription" $variant="primary" $block aria-label="Current Plan: manage your Premium subscription">
            Current Plan
          </ButtonLink>
        }
      />
    );
  }
  return (
    <PlanCards
      freeAction={
        <ButtonLink to={user ? '/' : '/auth'} $block>
          {user ? 'Current Plan' : 'Get Started Free'}
        </ButtonLink>
      }
      premiumAction={
        <ButtonLink to={user ? '/subscription' : '/auth'} $variant="primary" $block>
          Upgrade to Premium
        </ButtonLink>
      }
    />
  );
}
