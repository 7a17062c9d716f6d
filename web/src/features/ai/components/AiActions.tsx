import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button, type ButtonSize } from '../../../components/Button';
import { SparklesIcon, StethoscopeIcon } from '../../../components/icons';
import { track } from '../../../lib/analytics';
import { usePremiumGate, type PremiumFeature } from '../../billing/hooks/usePremiumGate';

interface AiActionsProps {
  articleId: string;
  /** Button texts: the card says 'Clinician Takeaway' / 'AI AMA', the detail page 'Clinical Takeaway' / 'Ask AI'. */
  takeawayLabel: string;
  amaLabel: string;
  size?: ButtonSize;
}

const PANEL_TEXT: Record<PremiumFeature, string> = {
  takeaway: 'Clinical takeaways for this article are on their way to Paperlight Premium and will appear here.',
  ama: 'The Ask Me Anything box for this article is on its way to Paperlight Premium and will appear here.',
};

/** The two AI buttons with their sign-in and premium gates; for premium readers each toggles its panel. */
export function AiActions({ articleId, takeawayLabel, amaLabel, size = 'sm' }: AiActionsProps) {
  const passGate = usePremiumGate();
  const [openPanel, setOpenPanel] = useState<PremiumFeature | null>(null);
  const [checking, setChecking] = useState<PremiumFeature | null>(null);
  const panelId = useId();

  const handleClick = async (feature: PremiumFeature) => {
    track(feature === 'takeaway' ? 'ai_takeaway_click' : 'ai_ama_click', { articleId });
    if (openPanel === feature) {
      setOpenPanel(null);
      return;
    }
    setChecking(feature);
    const allowed = await passGate(feature);
    setChecking(null);
    if (allowed) setOpenPanel(feature);
  };

  return (
    <>
      <Button
        $variant="premium"
        $size={size}
        aria-expanded={openPanel === 'takeaway'}
        aria-controls={openPanel === 'takeaway' ? panelId : undefined}
        disabled={checking !== null}
        onClick={() => handleClick('takeaway')}
      >
        <StethoscopeIcon size={16} />
        {takeawayLabel}
      </Button>
      <Button
        $variant="premium"
        $size={size}
        aria-expanded={openPanel === 'ama'}
        aria-controls={openPanel === 'ama' ? panelId : undefined}
        disabled={checking !== null}
        onClick={() => handleClick('ama')}
      >
        <SparklesIcon size={16} />
        {amaLabel}
      </Button>
      {openPanel && (
        <StyledPanel id={panelId} role="region" aria-label={openPanel === 'takeaway' ? takeawayLabel : amaLabel}>
          {PANEL_TEXT[openPanel]}
        </StyledPanel>
      )}
    </>
  );
}

const StyledPanel = styled.div`
  flex-basis: 100%;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.premiumSoft};
  color: ${({ theme }) => theme.colors.premium};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
