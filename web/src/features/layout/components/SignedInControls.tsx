import { ButtonLink } from '../../../components/Button';
import { BookmarkIcon } from '../../../components/icons';
import { Tooltip } from '../../../components/Tooltip';
import { LARGE_SCREEN_QUERY, useMediaQuery } from '../../../hooks/useMediaQuery';
import type { Viewer } from '../../auth';
import { NotificationBell } from '../../notifications/components/NotificationBell';
import { UserMenu } from './UserMenu';

/** The signed-in header controls: the bell, the bookmarks button (large screens only) and the user menu. */
export function SignedInControls({ user }: { user: Viewer }) {
  const isLarge = useMediaQuery(LARGE_SCREEN_QUERY);
  return (
    <>
      <NotificationBell />
      {isLarge && (
        <Tooltip text="My Bookmarks">
          <ButtonLink to="/bookmarks" $variant="ghost" aria-label="My Bookmarks">
            <BookmarkIcon />
          </ButtonLink>
        </Tooltip>
      )}
      <UserMenu user={user} />
    </>
  );
}
