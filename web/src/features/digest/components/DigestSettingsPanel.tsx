import styled from 'styled-components';
import { Spinner } from '../../../components/Spinner';
import { useEmailPreferences } from '../hooks/useEmailPreferences';
import { DigestPreview } from './DigestPreview';
import { DigestSettings } from './DigestSettings';
import { LoadError } from '../../../components/LoadError';

/** A Premium reader's digest: the preferences as the API holds them (loading and error states included) and the preview. */
export function DigestSettingsPanel() {
  const { preferences, loading, error, refetch } = useEmailPreferences();
  let settings;
  if (preferences) {
    settings = <DigestSettings preferences={preferences} />;
  } else if (error && !loading) {
    settings = <LoadError message="Your digest settings could not be loaded." onRetry={refetch} />;
  } else {
    settings = <Spinner label="Loading your digest settings..." />;
  }
  return (
    <StyledColumns>
      {settings}
      <DigestPreview />
    </StyledColumns>
  );
}

const StyledColumns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;
