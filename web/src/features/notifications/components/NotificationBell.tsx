import styled from 'styled-components';
import { IconButton } from '../../../components/IconButton';
import { BellIcon } from '../../../components/icons';
import { useToast } from '../../../components/toast';
import { navigate } from '../../../lib/router';
import { useNewArticleCheck } from '../hooks/useNewArticleCheck';

/** The bell: a red dot for articles newer than the last check; a click clears it, reports, and goes to the feed. */
export function NotificationBell() {
  const { hasNew, failed, markChecked } = useNewArticleCheck();
  const { toast } = useToast();

  const handleClick = () => {
    if (failed) {
      toast({ title: 'Failed to fetch articles', description: 'Please try again in a few minutes.', variant: 'destructive' });
      return;
    }
    const count = markChecked();
    if (count > 0) {
      toast({ title: 'New Articles Available', description: `${count} new research article${count === 1 ? '' : 's'} added to Paperlight` });
    } else {
      toast({ title: "You're Up to Date", description: 'No new articles since your last check' });
    }
    navigate('/');
  };

  return (
    <IconButton label={hasNew ? 'Notifications: new articles available' : 'Notifications'} onClick={handleClick}>
      <BellIcon />
      {hasNew && <StyledDot aria-hidden="true" />}
    </IconButton>
  );
}

const StyledDot = styled.span`
  position: absolute;
  top: 8px;
  right: 9px;
  width: 9px;
  height: 9px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.notification};
  border: 2px solid ${({ theme }) => theme.colors.surface};
`;
