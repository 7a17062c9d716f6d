import { useId, useState } from 'react';
import styled from 'styled-components';
import { Badge } from '../../../components/Badge';
import { ButtonLink } from '../../../components/Button';
import type { PeerReview, SearchScope, StudyDesign } from '../../../gql/graphql';
import { STUDY_DESIGN_LABELS, STUDY_DESIGNS } from '../../articles/utils/studyDesigns';
import { toggleValue, type FeedFilters } from '../utils/feedFilters';
import { FilterCheck, FilterCount, FilterGroup, FilterLegend } from './filterControls';

export interface AdvancedFiltersProps {
  filters: FeedFilters;
  /** True with Premium; false shows the section locked with an upgrade hint; null while the plan is loading. */
  hasAccess: boolean | null;
  /** Articles per design for the current filters; null until loaded (or without access). */
  designCounts: ReadonlyMap<StudyDesign, number> | null;
  onChange(next: FeedFilters): void;
}

const PEER_REVIEW_OPTIONS: readonly { value: PeerReview | null; label: string }[] = [
  { value: null, label: 'All papers' },
  { value: 'PEER_REVIEWED', label: 'Peer-reviewed only' },
  { value: 'PREPRINT', label: 'Preprints only' },
];

const SCOPE_OPTIONS: readonly { value: SearchScope; label: string }[] = [
  { value: 'ALL', label: 'Everything' },
  { value: 'TITLE', label: 'Titles only' },
  { value: 'AUTHORS', label: 'Authors only' },
];

/**
 * The Premium part of the filter panel: study designs with counts, peer review, open access, journal and where the
 * search looks. Readers without access see it locked, with what it offers and a link to upgrade.
 */
export function AdvancedFilters({ filters, hasAccess, designCounts, onChange }: AdvancedFiltersProps) {
  const headingId = useId();
  const hintId = useId();
  const locked = hasAccess !== true;

  return (
    <StyledSection aria-labelledby={headingId}>
      <StyledHeader>
        <StyledHeading id={headingId}>Advanced filters</StyledHeading>
        <Badge>Premium</Badge>
      </StyledHeader>
      {hasAccess === false && (
        <StyledHint id={hintId}>
          Filter by study design, peer review, open access and journal, and search titles or authors only, with Premium.{' '}
          <ButtonLink to="/pricing" $size="sm" $variant="premium">
            Upgrade to unlock
          </ButtonLink>
        </StyledHint>
      )}
      <StyledFieldset disabled={locked} aria-describedby={hasAccess === false ? hintId : undefined}>
        <FilterGroup>
          <FilterLegend>Study design</FilterLegend>
          {STUDY_DESIGNS.map((design) => (
            <FilterCheck key={design}>
              <input
                type="checkbox"
                disabled={locked}
                checked={filters.designs.includes(design)}
                onChange={() => onChange({ ...filters, designs: toggleValue(filters.designs, design) as StudyDesign[] })}
              />
              <span>{STUDY_DESIGN_LABELS[design]}</span>
              {designCounts && <FilterCount>{designCounts.get(design) ?? 0}</FilterCount>}
            </FilterCheck>
          ))}
        </FilterGroup>
        <FilterGroup>
          <FilterLegend>Peer review</FilterLegend>
          {PEER_REVIEW_OPTIONS.map((option) => (
            <FilterCheck key={option.label}>
              <input
                type="radio"
                disabled={locked}
                name={`${headingId}-review`}
                checked={filters.peerReview === option.value}
                onChange={() => onChange({ ...filters, peerReview: option.value })}
              />
              <span>{option.label}</span>
            </FilterCheck>
          ))}
        </FilterGroup>
        <FilterCheck>
          <input
            type="checkbox"
            disabled={locked}
            checked={filters.openAccessOnly}
            onChange={() => onChange({ ...filters, openAccessOnly: !filters.openAccessOnly })}
          />
          <span>Open access only</span>
        </FilterCheck>
        <JournalField
          key={filters.journal}
          value={filters.journal}
          disabled={locked}
          onChange={(journal) => onChange({ ...filters, journal })}
        />
        <FilterGroup>
          <FilterLegend>Search in</FilterLegend>
          {SCOPE_OPTIONS.map((option) => (
            <FilterCheck key={option.value}>
              <input
                type="radio"
                disabled={locked}
                name={`${headingId}-scope`}
                checked={filters.searchScope === option.value}
                onChange={() => onChange({ ...filters, searchScope: option.value })}
              />
              <span>{option.label}</span>
            </FilterCheck>
          ))}
        </FilterGroup>
      </StyledFieldset>
    </StyledSection>
  );
}

/** The journal box: typed freely, applied on Enter or when focus leaves it (a changed filter remounts it). */
function JournalField({ value, disabled, onChange }: { value: string; disabled: boolean; onChange(journal: string): void }) {
  const id = useId();
  const [text, setText] = useState(value);
  const submit = (event: { preventDefault(): void }) => {
    event.preventDefault();
    if (text.trim() !== value) onChange(text.trim());
  };
  return (
    <StyledJournal onSubmit={submit}>
      <label htmlFor={id}>Journal</label>
      <input
        id={id}
        type="text"
        disabled={disabled}
        value={text}
        placeholder="e.g. PLOS ONE"
        onChange={(event) => setText(event.target.value)}
        onBlur={submit}
      />
    </StyledJournal>
  );
}

const StyledSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledHeader = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledHeading = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const StyledHint = styled.p`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledFieldset = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  &:disabled {
    opacity: 0.6;
  }
`;

const StyledJournal = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  label {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  input {
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.md};
    font: inherit;
  }
`;
