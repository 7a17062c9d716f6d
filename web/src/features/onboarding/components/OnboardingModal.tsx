import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';
import { track } from '../../../lib/analytics';
import { readStorage, STORAGE_KEYS, writeStorage } from '../../../lib/storage';
import { usePremiumPlan } from '../../pricing/hooks/usePremiumPlan';
import { formatPricePerInterval } from '../../pricing/utils/formatPrice';

/** The modal opens about 1 second after load (docs/product/screens.md#onboarding). */
export const ONBOARDING_DELAY_MS = 1000;

export const ONBOARDING_STEPS: ReadonlyArray<{ title: string; body: string }> = [
  {
    title: 'Welcome to Paperlight',
    body: 'New medical research with a plain-language summary and a simple title beside the original.',
  },
  {
    title: 'Real-time updates',
    body: 'Papers from PubMed, medRxiv, PLOS and DOAJ arrive every hour; the bell shows what is new.',
  },
  {
    title: 'Premium features',
    body: 'Premium adds clinical takeaways and an AI Ask Me Anything box on every article.',
  },
];

/** The premium step names the one configured price (`Query.premiumPlan`) once it is known; the text reads well without it. */
function premiumStepBody(price: string | null): string {
  return price
    ? `Premium (${price}) adds clinical takeaways and an AI Ask Me Anything box on every article.`
    : ONBOARDING_STEPS[ONBOARDING_STEPS.length - 1].body;
}

function isOnboardingCompleted(): boolean {
  return readStorage(STORAGE_KEYS.onboardingCompleted) === 'true';
}

/** Three steps with Skip, Next and Get Started; Skip or completing stores the completed flag in local storage. */
export function OnboardingModal() {
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState(0);
  const titleId = useId();
  const bodyId = useId();
  const { plan } = usePremiumPlan();

  useEffect(() => {
    if (isOnboardingCompleted()) return;
    const timer = setTimeout(() => setOpen(true), ONBOARDING_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  const finish = (event: 'onboarding_completed' | 'onboarding_skipped') => {
    writeStorage(STORAGE_KEYS.onboardingCompleted, 'true');
    track(event, { step: step + 1 });
    setOpen(false);
  };

  const handleNext = () => {
    track('onboarding_step_completed', { step: step + 1 });
    if (step === ONBOARDING_STEPS.length - 1) finish('onboarding_completed');
    else setStep(step + 1);
  };

  const current = ONBOARDING_STEPS[step];
  const last = step === ONBOARDING_STEPS.length - 1;
  const body = last ? premiumStepBody(plan ? formatPricePerInterval(plan) : null) : current.body;
  return (
    <Modal open={open} onClose={() => finish('onboarding_skipped')} labelledBy={titleId} describedBy={bodyId}>
      <StyledStep>
        Step {step + 1} of {ONBOARDING_STEPS.length}
      </StyledStep>
      <StyledTitle id={titleId}>{current.title}</StyledTitle>
      <StyledBody id={bodyId}>{body}</StyledBody>
      <StyledDots aria-hidden="true">
        {ONBOARDING_STEPS.map((item, index) => (
          <StyledDot key={item.title} $active={index === step} />
        ))}
      </StyledDots>
      <StyledActions>
        <Button $variant="ghost" onClick={() => finish('onboarding_skipped')}>
          Skip
        </Button>
        <Button $variant="primary" onClick={handleNext}>
          {last ? 'Get Started' : 'Next'}
        </Button>
      </StyledActions>
    </Modal>
  );
}

const StyledStep = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledTitle = styled.h2`
  margin-top: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`;

const StyledBody = styled.p`
  margin-top: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
`;

const StyledDots = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  margin-top: ${({ theme }) => theme.space.lg};
`;

const StyledDot = styled.span<{ $active: boolean }>`
  width: ${({ $active }) => ($active ? '24px' : '8px')};
  height: 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.border)};
`;

const StyledActions = styled.div`
  display: flex;
  justify-content: space-between;
  margin-top: ${({ theme }) => theme.space.xl};
`;
