import styled from 'styled-components';
import { Button } from '../../../components/Button';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { getErrorMessage } from '../../../lib/errors';
import { EVIDENCE_LEVEL_LABELS } from '../utils/evidenceLevels';
import { AiProviderLabel } from './AiProviderLabel';

export const ClinicalTakeawayPanel_takeaway = graphql(`
  fragment ClinicalTakeawayPanel_takeaway on ClinicalTakeaway {
    bottomLine
    population
    intervention
    comparison
    outcome
    studyDesign
    levelOfEvidence
    sampleSize
    sampleUnit
    keyNumbers
    caveats
    disclaimer
    provider
    model
    offline
    notice
  }
`);

const NOT_STATED = 'Not stated in the abstract';

export const TAKEAWAY_FAILED = 'Failed to generate clinical takeaway';

interface ClinicalTakeawayPanelProps {
  takeaway: FragmentType<typeof ClinicalTakeawayPanel_takeaway> | null;
  error: unknown;
  onRetry(): void;
}

/** The takeaway laid out for a clinician's glance (bottom line first), or its failure with Try again. */
export function ClinicalTakeawayPanel({ takeaway: takeawayRef, error, onRetry }: ClinicalTakeawayPanelProps) {
  const takeaway = getFragmentData(ClinicalTakeawayPanel_takeaway, takeawayRef);
  if (!takeaway) {
    if (!error) return null;
    return (
      <StyledFailure role="alert">
        <strong>{TAKEAWAY_FAILED}</strong>
        <span>{getErrorMessage(error, 'Please try again.')}</span>
        <Button $size="sm" onClick={onRetry}>
          Try again
        </Button>
      </StyledFailure>
    );
  }
  const sample = takeaway.sampleSize
    ? ` (n = ${takeaway.sampleSize.toLocaleString('en-US')}${takeaway.sampleUnit ? ` ${takeaway.sampleUnit}` : ''})`
    : '';
  return (
    <StyledTakeaway>
      <StyledTitle>
        Clinical takeaway <AiProviderLabel offline={takeaway.offline} provider={takeaway.provider} model={takeaway.model} />
      </StyledTitle>
      <StyledBottomLine>
        <strong>Bottom line:</strong> {takeaway.bottomLine}
      </StyledBottomLine>
      <StyledFacts>
        <dt>Population</dt>
        <dd>{(takeaway.population ?? NOT_STATED) + sample}</dd>
        <dt>Intervention</dt>
        <dd>{takeaway.intervention ?? NOT_STATED}</dd>
        {takeaway.comparison && (
          <>
            <dt>Comparison</dt>
            <dd>{takeaway.comparison}</dd>
          </>
        )}
        <dt>Outcome</dt>
        <dd>{takeaway.outcome ?? NOT_STATED}</dd>
        {takeaway.keyNumbers.length > 0 && (
          <>
            <dt>Key numbers</dt>
            <dd>
              <StyledList>
                {takeaway.keyNumbers.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </StyledList>
            </dd>
          </>
        )}
        <dt>Study design</dt>
        <dd>{takeaway.studyDesign}</dd>
        <dt>Evidence level</dt>
        <dd>{EVIDENCE_LEVEL_LABELS[takeaway.levelOfEvidence]}</dd>
        <dt>Caveats</dt>
        <dd>
          {takeaway.caveats.length > 0 ? (
            <StyledList>
              {takeaway.caveats.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </StyledList>
          ) : (
            'None flagged from the abstract'
          )}
        </dd>
      </StyledFacts>
      {takeaway.notice && <StyledNote>{takeaway.notice}</StyledNote>}
      <StyledNote>{takeaway.disclaimer}</StyledNote>
    </StyledTakeaway>
  );
}

const StyledTakeaway = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.text};
`;

const StyledTitle = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.premium};
`;

const StyledBottomLine = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
`;

const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: max-content minmax(0, 1fr);
    column-gap: ${({ theme }) => theme.space.lg};
    row-gap: ${({ theme }) => theme.space.sm};
  }
  dt {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  dd {
    margin: 0 0 ${({ theme }) => theme.space.xs};
  }
`;

const StyledList = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
`;

const StyledNote = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledFailure = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.danger};
`;
