import { useState } from 'react';
import styled from 'styled-components';
import { SparklesIcon } from '../../../components/icons';

interface SummaryBoxProps {
  summary: string | null;
  /** `local` marks the offline extractive summariser, which the UI labels as such. */
  provider: string | null;
  /** The summary's reading level as the server words it ("grade 8", "college level"); shown beside the provider label when known. */
  readingLevel?: string | null;
  headingLevel?: 'h2' | 'h3';
  compact?: boolean;
  /** The detailed level for clinicians and researchers; when given, the reader can switch between Plain and Detailed. */
  detailed?: { summary: string; readingLevel: string | null } | null;
}

/**
 * The plain-language summary, as text, labelled with who wrote it when that is the offline summariser, and with its
 * reading level when one is given, which a note under the text explains (docs/product/ai.md#reading-level).
 */
export function SummaryBox({
  summary,
  provider,
  readingLevel = null,
  headingLevel = 'h3',
  compact = false,
  detailed = null,
}: SummaryBoxProps) {
  const [level, setLevel] = useState<'plain' | 'detailed'>('plain');
  const showDetailed = level === 'detailed' && detailed !== null && summary !== null;
  const text = showDetailed ? detailed.summary : summary;
  const shownLevel = text === null ? null : showDetailed ? detailed.readingLevel : readingLevel;
  return (
    <StyledBox $compact={compact}>
      <StyledHeading as={headingLevel}>
        <SparklesIcon size={16} />
        <StyledLabel>AI Summary</StyledLabel>
        {provider === 'local' && <StyledProvider>(offline summariser)</StyledProvider>}
        {shownLevel !== null && <StyledProvider>· Reading level: {shownLevel}</StyledProvider>}
      </StyledHeading>
      {detailed !== null && summary !== null && (
        <StyledLevels role="group" aria-label="Summary level">
          {(['plain', 'detailed'] as const).map((choice) => (
            <StyledLevel key={choice} type="button" aria-pressed={level === choice} onClick={() => setLevel(choice)}>
              {choice === 'plain' ? 'Plain' : 'Detailed'}
            </StyledLevel>
          ))}
        </StyledLevels>
      )}
      <StyledText $compact={compact}>{text ?? 'The plain-language summary is being written.'}</StyledText>
      {shownLevel !== null && <StyledNote>{READING_LEVEL_NOTE}</StyledNote>}
    </StyledBox>
  );
}

// What the reading level counts, under the summary it labels: the grade alone would call short sentences of jargon easy.
const READING_LEVEL_NOTE = 'The reading level counts how long the sentences are and how many words are unfamiliar.';

const StyledBox = styled.section<{ $compact: boolean }>`
  padding: ${({ theme, $compact }) => ($compact ? theme.space.md : theme.space.lg)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAccent};
  border: 1px solid ${({ theme }) => theme.colors.primarySoft};
`;

// Its parts wrap as whole phrases on a narrow screen: never a break inside a word ('AI Summa / ry').
const StyledHeading = styled.h3`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  overflow-wrap: normal;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.primaryHover};
  margin-bottom: ${({ theme }) => theme.space.xs};
`;

const StyledLabel = styled.span`
  white-space: nowrap;
`;

const StyledProvider = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledNote = styled.p`
  margin-top: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledLevels = styled.div`
  display: inline-flex;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

const StyledLevel = styled.button`
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.primarySoft};
  background: transparent;
  color: ${({ theme }) => theme.colors.primaryHover};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;

  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primarySoft};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const StyledText = styled.p<{ $compact: boolean }>`
  font-size: ${({ theme, $compact }) => ($compact ? theme.fontSizes.sm : theme.fontSizes.md)};
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
  white-space: pre-line;
`;
