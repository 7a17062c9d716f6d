import styled from 'styled-components';
import { OptionSelect } from '../../../components/OptionSelect';
import { surfacePanel } from '../../../components/surface';
import { Switch } from '../../../components/Switch';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import type { EmailPreferencesInput, Source } from '../../../gql/graphql';
import { DIGEST_DELIVERY_TIMES } from '../../../lib/limits';
import { SOURCE_LABELS, SOURCES } from '../../../lib/sources';
import { useUpdateEmailPreferences } from '../hooks/useUpdateEmailPreferences';
import { digestScheduleSentence, formatDeliveryTime } from '../utils/digestSchedule';
import { DigestFrequencyField } from './DigestFrequencyField';

export const DigestSettings_preferences = graphql(`
  fragment DigestSettings_preferences on EmailPreferences {
    emailDigest
    frequency
    deliveryTime
    sources {
      PubMed
      medRxiv
      PLOS
      DOAJ
    }
  }
`);

type DeliveryTime = (typeof DIGEST_DELIVERY_TIMES)[number];

const TIME_OPTIONS = DIGEST_DELIVERY_TIMES.map((time) => ({ value: time, label: formatDeliveryTime(time) }));

const SOURCE_DESCRIPTIONS: Record<Source, string> = {
  PUBMED: 'MEDLINE and PubMed Central',
  MEDRXIV: 'Preprints, not yet peer reviewed',
  PLOS: 'PLOS journals',
  DOAJ: 'Directory of Open Access Journals',
};

function isDeliveryTime(value: string): value is DeliveryTime {
  return (DIGEST_DELIVERY_TIMES as readonly string[]).includes(value);
}

/**
 * The digest controls: on/off, frequency (weekly or daily, both with Premium), delivery time and one switch per source. Each change
 * saves at once, and every control is disabled while a save is under way.
 */
export function DigestSettings({ preferences: preferencesRef }: { preferences: FragmentType<typeof DigestSettings_preferences> }) {
  const preferences = getFragmentData(DigestSettings_preferences, preferencesRef);
  const { save, saving } = useUpdateEmailPreferences();
  const change = (patch: EmailPreferencesInput) => void save(preferences, patch);
  const onSources = SOURCES.map((source) => SOURCE_LABELS[source]).filter((name) => preferences.sources[name]);

  return (
    <StyledPanel aria-labelledby="digest-settings-heading" aria-busy={saving}>
      <StyledHeading id="digest-settings-heading">Your digest</StyledHeading>
      <StyledSummary role="status">{digestScheduleSentence({ ...preferences, sources: onSources })}</StyledSummary>
      <Switch
        label="Email digest"
        description="A short email of new research, each paper in plain language."
        checked={preferences.emailDigest}
        disabled={saving}
        onChange={(emailDigest) => change({ emailDigest })}
      />
      <DigestFrequencyField value={preferences.frequency} disabled={saving} onChange={(frequency) => change({ frequency })} />
      <OptionSelect
        label="Delivery time (Eastern time)"
        value={isDeliveryTime(preferences.deliveryTime) ? preferences.deliveryTime : '09:00'}
        options={TIME_OPTIONS}
        isValue={isDeliveryTime}
        disabled={saving}
        onChange={(deliveryTime) => change({ deliveryTime })}
      />
      <StyledSources>
        <StyledLegend>Sources</StyledLegend>
        {SOURCES.map((source) => (
          <Switch
            key={source}
            label={SOURCE_LABELS[source]}
            description={SOURCE_DESCRIPTIONS[source]}
            checked={preferences.sources[SOURCE_LABELS[source]]}
            disabled={saving}
            onChange={(on) => change({ sources: { [SOURCE_LABELS[source]]: on } })}
          />
        ))}
      </StyledSources>
    </StyledPanel>
  );
}

const StyledPanel = styled.section`
  ${surfacePanel}
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space.xl};
  }
`;

const StyledHeading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const StyledSummary = styled.p`
  margin-top: -${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledSources = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  border: 0;
`;

const StyledLegend = styled.legend`
  margin-bottom: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;
