import { ButtonLink } from '../components/Button';
import { EmptyState } from '../components/EmptyState';
import { Page } from '../components/Page';
import { useDocumentTitle } from '../hooks/useDocumentTitle';

/** Any unknown path. */
export function NotFoundPage() {
  useDocumentTitle('404 Page Not Found');
  return (
    <Page>
      <EmptyState
        as="h1"
        title="404 Page Not Found"
        actions={
          <ButtonLink to="/" $variant="primary">
            Go to the feed
          </ButtonLink>
        }
      >
        <p>There is no page at this address. It may have moved, or the link may be mistyped.</p>
      </EmptyState>
    </Page>
  );
}
