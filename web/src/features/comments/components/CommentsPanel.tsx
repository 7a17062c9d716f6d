import { useQuery } from '@apollo/client/react';
import { useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/Button';
import { useDeleteComment } from '../hooks/useDeleteComment';
import { useLiveComments } from '../hooks/useLiveComments';
import { ArticleCommentsDocument } from '../utils/commentCache';
import { CommentForm } from './CommentForm';
import { CommentItem } from './CommentItem';

interface CommentsPanelProps {
  articleId: string;
  /** Subscribe to comments added or deleted elsewhere (the article page does; the card panels do not). */
  live?: boolean;
}

/**
 * An article's comments: fetched when the panel mounts (that is, when it is opened), oldest first, a page at a time
 * with Show more comments, and the new-comment box.
 */
export function CommentsPanel({ articleId, live = false }: CommentsPanelProps) {
  const { data, loading, error, fetchMore } = useQuery(ArticleCommentsDocument, { variables: { articleId }, fetchPolicy: 'network-only' });
  const panelRef = useRef<HTMLDivElement>(null);
  const commentElement = (id: string) =>
    [...(panelRef.current?.querySelectorAll<HTMLElement>('[data-comment-id]') ?? [])].find((element) => element.dataset.commentId === id);
  // A restored comment is focused once it is on screen: the list may render it a frame after the answer arrives.
  const focusWhenShown = (id: string, frames = 30) => {
    const element = commentElement(id);
    if (element) element.focus();
    else if (frames > 0) requestAnimationFrame(() => focusWhenShown(id, frames - 1));
  };
  const { remove, deletingId } = useDeleteComment({ onRestored: (id) => focusWhenShown(id) });
  const [loadingMore, setLoadingMore] = useState(false);
  useLiveComments(articleId, live);

  const comments = data?.comments.nodes ?? [];

  // After a deletion focus moves to the next comment (the previous one after the last, the comment box when none is left).
  const handleDelete = async (commentId: string) => {
    const index = comments.findIndex((comment) => comment.id === commentId);
    const neighbour = comments[index + 1] ?? comments[index - 1] ?? null;
    if (!(await remove(commentId))) return;
    const target = neighbour ? commentElement(neighbour.id) : panelRef.current?.querySelector<HTMLElement>('textarea');
    target?.focus();
  };
  const pageInfo = data?.comments.pageInfo;
  const showMore = async () => {
    setLoadingMore(true);
    try {
      await fetchMore({ variables: { articleId, after: pageInfo?.endCursor } });
    } finally {
      setLoadingMore(false);
    }
  };
  return (
    <StyledPanel ref={panelRef}>
      {loading && !data && <StyledNote role="status">Loading comments...</StyledNote>}
      {error && !data && <StyledError role="alert">Failed to fetch comments</StyledError>}
      {data && comments.length === 0 && <StyledNote>No comments yet. Be the first to comment!</StyledNote>}
      {comments.length > 0 && (
        <StyledList aria-label="Comments">
          {comments.map((comment) => (
            <CommentItem key={comment.id} comment={comment} deleting={deletingId === comment.id} onDelete={(id) => void handleDelete(id)} />
          ))}
        </StyledList>
      )}
      {pageInfo?.hasNextPage && (
        <StyledMore>
          <Button onClick={() => void showMore()} disabled={loadingMore}>
            {loadingMore ? 'Loading...' : 'Show more comments'}
          </Button>
        </StyledMore>
      )}
      <CommentForm articleId={articleId} />
    </StyledPanel>
  );
}

const StyledPanel = styled.div`
  display: flex;
  flex-direction: column;
`;

const StyledNote = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  padding: ${({ theme }) => theme.space.sm} 0;
`;

const StyledError = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  padding: ${({ theme }) => theme.space.sm} 0;
`;

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const StyledMore = styled.div`
  padding: ${({ theme }) => theme.space.sm} 0;
`;
