import { useEffect } from 'react';
import { useTheme } from 'styled-components';
import { useAuth } from '../../auth';
import { takeGatedAction } from '../../auth/utils/afterSignIn';
import { IconButton } from '../../../components/IconButton';
import { BookmarkIcon } from '../../../components/icons';
import { useBookmarkIds } from '../BookmarksProvider';
import { useToggleBookmark } from '../hooks/useToggleBookmark';

interface BookmarkButtonProps {
  articleId: string;
  size?: 'sm' | 'md';
}

/** The bookmark toggle: a filled icon when the article is in the reader's bookmarks. */
export function BookmarkButton({ articleId, size = 'sm' }: BookmarkButtonProps) {
  const theme = useTheme();
  const bookmarkIds = useBookmarkIds();
  const { toggle, pending } = useToggleBookmark();
  const bookmarked = bookmarkIds.has(articleId);
  const { user } = useAuth();

  // Back from the sign-in a bookmark click led to: make the bookmark (saving twice changes nothing on the server).
  useEffect(() => {
    if (user && takeGatedAction('bookmark', articleId)) void toggle(articleId, false);
    // Only on sign-in: toggle is a new function each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user, articleId]);
  return (
    <IconButton
      label={bookmarked ? 'Remove bookmark' : 'Bookmark article'}
      size={size}
      disabled={pending}
      onClick={() => toggle(articleId, bookmarked)}
    >
      <BookmarkIcon fill={bookmarked ? theme.colors.primary : 'none'} color={bookmarked ? theme.colors.primary : undefined} />
    </IconButton>
  );
}
