import styled from 'styled-components';
import { ButtonLink } from '../components/Button';
import { Page, PageTitle } from '../components/Page';
import { useDocumentTitle } from '../hooks/useDocumentTitle';

/** A screen of a later issue (subscription, email settings, help, static and legal pages): its title and a line saying so. */
export function PlaceholderPage({ title }: { title: string }) {
  useDocumentTitle(title);
  return (
    <Page>
      <StyledBody>
        <PageTitle>{title}</PageTitle>
        <p>This page is being written. Check back soon.</p>
        <div>
          <ButtonLink to="/">Back to the latest research</ButtonLink>
        </div>
      </StyledBody>
    </Page>
  );
}

const StyledBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};
  h1 {
    color: ${({ theme }) => theme.colors.text};
  }
`;
