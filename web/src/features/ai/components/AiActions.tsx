import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, type ButtonSize } from '../../../components/Button';
import { SparklesIcon, StethoscopeIcon } from '../../../components/icons';
import { track } from '../../../lib/analytics';
import { useAuth } from '../../auth';
import { takeGatedAction } from '../../auth/utils/afterSignIn';
import { usePremiumGate, type PremiumFeature } from '../../billing/hooks/usePremiumGate';
import { useClinicalTakeaway } from '../hooks/useClinicalTakeaway';

// The panels load when a Premium reader first opens one, keeping them out of the feed's initial JavaScript.
const ClinicalTakeawayPanel = lazy(() => import('./ClinicalTakeawayPanel').then((module) => ({ default: module.ClinicalTakeawayPanel })));
const AmaPanel = lazy(() => import('./AmaPanel').then((module) => ({ default: module.AmaPanel })));

interface AiActionsProps {
  articleId: string;
  /** Button texts: the card says 'Clinician Takeaway' / 'AI AMA', the detail page 'Clinical Takeaway' / 'Ask AI'. */
  takeawayLabel: string;
  amaLabel: string;
  size?: ButtonSize;
}

/**
 * The two AI buttons with their sign-in and premium gates. The takeaway's first click generates it (with a progress
 * state); the button then toggles Show/Hide Takeaway. The AMA button toggles the question box, which starts empty
 * each time it opens. A panel that opens takes the focus.
 */
export function AiActions({ articleId, takeawayLabel, amaLabel, size = 'sm' }: AiActionsProps) {
  const passGate = usePremiumGate();
  const { user } = useAuth();
  const takeaway = useClinicalTakeaway(articleId);
  const [takeawayShown, setTakeawayShown] = useState(false);
  const [amaOpen, setAmaOpen] = useState(false);
  const [checking, setChecking] = useState<PremiumFeature | null>(null);
  const takeawayPanelId = useId();
  const amaPanelId = useId();
  const takeawayPanelRef = useRef<HTMLDivElement>(null);
  const amaPanelRef = useRef<HTMLDivElement>(null);

  // An opened panel takes focus, so it is where the reader is next (the takeaway's button is disabled while it generates).
  useEffect(() => {
    if (takeawayShown) takeawayPanelRef.current?.focus();
  }, [takeawayShown]);
  useEffect(() => {
    if (amaOpen) amaPanelRef.current?.focus();
  }, [amaOpen]);

  const openThroughGate = async (feature: PremiumFeature): Promise<boolean> => {
    setChecking(feature);
    const allowed = await passGate(feature, articleId);
    setChecking(null);
    return allowed;
  };

  const handleTakeaway = async () => {
    track('ai_takeaway_click', { articleId });
    if (takeaway.takeaway) {
      setTakeawayShown((shown) => !shown);
      return;
    }
    if (!(await openThroughGate('takeaway'))) return;
    setTakeawayShown(true);
    takeaway.generate();
  };

  const handleAma = async () => {
    track('ai_ama_click', { articleId });
    if (amaOpen) {
      setAmaOpen(false);
      return;
    }
    if (await openThroughGate('ama')) setAmaOpen(true);
  };

  // Back from the sign-in one of these buttons led to: press it again, now signed in (the Premium check still applies).
  useEffect(() => {
    if (!user) return;
    const resume = takeGatedAction('takeaway', articleId) ? handleTakeaway : takeGatedAction('ama', articleId) ? handleAma : null;
    // After this render, as a click would be.
    if (resume) void Promise.resolve().then(resume);
    // Only on sign-in: the handlers are new functions each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user, articleId]);

  let takeawayButtonText = takeawayLabel;
  if (takeaway.generating) takeawayButtonText = 'Generating...';
  else if (takeaway.takeaway) takeawayButtonText = takeawayShown ? 'Hide Takeaway' : 'Show Takeaway';

  return (
    <>
      <Button
        $variant="premium"
        $size={size}
        aria-expanded={takeawayShown}
        aria-controls={takeawayShown ? takeawayPanelId : undefined}
        disabled={checking !== null || takeaway.generating}
        onClick={() => void handleTakeaway()}
      >
        <StethoscopeIcon size={16} />
        {takeawayButtonText}
      </Button>
      <Button
        $variant="premium"
        $size={size}
        aria-expanded={amaOpen}
        aria-controls={amaOpen ? amaPanelId : undefined}
        disabled={checking !== null}
        onClick={() => void handleAma()}
      >
        <SparklesIcon size={16} />
        {amaLabel}
      </Button>
      {takeawayShown && (
        <StyledPanel id={takeawayPanelId} ref={takeawayPanelRef} tabIndex={-1} role="region" aria-label={takeawayLabel}>
          {takeaway.generating ? (
            <p role="status">Generating clinical takeaway...</p>
          ) : (
            <Suspense fallback={<p role="status">Loading the takeaway...</p>}>
              <ClinicalTakeawayPanel takeaway={takeaway.takeaway} error={takeaway.error} onRetry={takeaway.generate} />
            </Suspense>
          )}
        </StyledPanel>
      )}
      {amaOpen && (
        <StyledPanel id={amaPanelId} ref={amaPanelRef} tabIndex={-1} role="region" aria-label={amaLabel}>
          <Suspense fallback={<p role="status">Loading the question box...</p>}>
            <AmaPanel articleId={articleId} />
          </Suspense>
        </StyledPanel>
      )}
    </>
  );
}

// After every other button of the row, each panel on a line of its own.
const StyledPanel = styled.div`
  order: 1;
  flex-basis: 100%;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.premiumSoft};
  color: ${({ theme }) => theme.colors.premium};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
