import styled from 'styled-components';
import { SparklesIcon } from '../../../components/icons';

interface SummaryBoxProps {
  summary: string | null;
  /** `local` marks the offline extractive summariser, which the UI labels as such. */
  provider: string | null;
  /** Flesch-Kincaid grade of the summary; shown beside the provider label when known. */
  readingGrade?: number | null;
  headingLevel?: 'h2' | 'h3';
  compact?: boolean;
}

/**
 * The plain-language summary, as text, labelled with who wrote it when that is the offline summariser, and with its
 * reading level when one is given.
 */
export function SummaryBox({ summary, provider, readingGrade = null, headingLevel = 'h3', compact = false }: SummaryBoxProps) {
  return (
    <StyledBox $compact={compact}>
      <StyledHeading as={headingLevel}>
        <SparklesIcon size={16} />
        AI Summary
        {provider === 'local' && <StyledProvider>(offline summariser)</StyledProvider>}
        {summary !== null && readingGrade !== null && <StyledProvider>· {formatReadingLevel(readingGrade)}</StyledProvider>}
      </StyledHeading>
      <StyledText $compact={compact}>{summary ?? 'The plain-language summary is being written.'}</StyledText>
    </StyledBox>
  );
}

/** "Reading level: grade 8": the Flesch-Kincaid grade rounded to a whole school grade, at least grade 1. */
function formatReadingLevel(grade: number): string {
  return `Reading level: grade ${Math.max(1, Math.round(grade))}`;
}

const StyledBox = styled.section<{ $compact: boolean }>`
  padding: ${({ theme, $compact }) => ($compact ? theme.space.md : theme.space.lg)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAccent};
  border: 1px solid ${({ theme }) => theme.colors.primarySoft};
`;

const StyledHeading = styled.h3`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.primaryHover};
  margin-bottom: ${({ theme }) => theme.space.xs};
`;

const StyledProvider = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledText = styled.p<{ $compact: boolean }>`
  font-size: ${({ theme, $compact }) => ($compact ? theme.fontSizes.sm : theme.fontSizes.md)};
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
  white-space: pre-line;
`;
