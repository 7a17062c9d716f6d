import { useMutation, useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { Button } from '../../../components/Button';
import { graphql } from '../../../gql';
import { Link } from '../../../lib/router';
import { STATUS_LABELS } from '../utils/articleStatus';

export const StatusAlertsDocument = graphql(`
  query StatusAlerts {
    statusAlerts(first: 10) {
      unreadCount
      alerts {
        databaseId
        status
        readAt
        article {
          id
          databaseId
          title
          simplifiedTitle
        }
      }
    }
  }
`);

export const MarkStatusAlertsReadDocument = graphql(`
  mutation MarkStatusAlertsRead {
    markStatusAlertsRead
  }
`);

/**
 * Above the reader's bookmarks: the saved papers whose status changed since the reader last looked (retracted,
 * corrected, …), each linking to its page, with Mark as read (docs/product/feed.md#status-after-publication). Nothing
 * while there is no unread alert, or when the alerts cannot be read.
 */
export function StatusAlertsNotice() {
  const { data } = useQuery(StatusAlertsDocument, { fetchPolicy: 'network-only' });
  const [markRead, { loading }] = useMutation(MarkStatusAlertsReadDocument, {
    refetchQueries: [StatusAlertsDocument],
    awaitRefetchQueries: true,
  });
  const unread = data?.statusAlerts.alerts.filter((alert) => alert.readAt === null && alert.status !== 'ACTIVE') ?? [];
  if (!data || data.statusAlerts.unreadCount === 0 || unread.length === 0) return null;
  const count = data.statusAlerts.unreadCount;

  const handleMarkRead = () => {
    void markRead().catch(() => undefined);
  };

  return (
    <StyledNotice aria-labelledby="status-alerts-heading">
      <StyledHeading id="status-alerts-heading">
        {count === 1 ? '1 of your saved papers changed status' : `${count} of your saved papers changed status`}
      </StyledHeading>
      <StyledList>
        {unread.map((alert) => (
          <li key={alert.databaseId}>
            <strong>{alert.status === 'ACTIVE' ? '' : STATUS_LABELS[alert.status]}</strong>
            {': '}
            <Link to={`/article/${alert.article.databaseId}`}>{alert.article.simplifiedTitle || alert.article.title}</Link>
          </li>
        ))}
      </StyledList>
      <div>
        <Button $size="sm" onClick={handleMarkRead} disabled={loading}>
          Mark as read
        </Button>
      </div>
    </StyledNotice>
  );
}

const StyledNotice = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.dangerBorder};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
`;

const StyledHeading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding-left: ${({ theme }) => theme.space.lg};
`;
