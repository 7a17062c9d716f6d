import styled from 'styled-components';
import { IconButton } from '../../../components/IconButton';
import { TrashIcon } from '../../../components/icons';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { formatRelativeTime } from '../../../lib/format';
import { useAuth } from '../../auth';

export const CommentItem_comment = graphql(`
  fragment CommentItem_comment on Comment {
    id
    articleId
    userId
    username
    content
    createdAt
  }
`);

interface CommentItemProps {
  comment: FragmentType<typeof CommentItem_comment>;
  deleting: boolean;
  onDelete(commentId: string): void;
}

/** One comment, rendered as plain text; only its author sees the delete control (docs/product/comments.md#writing-and-deleting). */
export function CommentItem({ comment: commentRef, deleting, onDelete }: CommentItemProps) {
  const comment = getFragmentData(CommentItem_comment, commentRef);
  const { user } = useAuth();
  const canDelete = user !== null && comment.userId === user.id;
  return (
    // Focusable from script only, so focus can land on the comment after the one deleted, or on one brought back.
    <StyledItem tabIndex={-1} data-comment-id={comment.id}>
      <StyledMeta>
        <StyledAuthor>{comment.username || 'Anonymous'}</StyledAuthor>
        <StyledTime dateTime={comment.createdAt}>{formatRelativeTime(comment.createdAt)}</StyledTime>
        {canDelete && (
          <StyledDelete>
            <IconButton label="Delete comment" size="sm" variant="ghost" disabled={deleting} onClick={() => onDelete(comment.id)}>
              <TrashIcon size={16} />
            </IconButton>
          </StyledDelete>
        )}
      </StyledMeta>
      <StyledContent>{comment.content}</StyledContent>
    </StyledItem>
  );
}

const StyledItem = styled.li`
  padding: ${({ theme }) => theme.space.md} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  &:last-child {
    border-bottom: 0;
  }
`;

const StyledMeta = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledAuthor = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledTime = styled.time`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledDelete = styled.span`
  margin-left: auto;
`;

const StyledContent = styled.p`
  margin-top: ${({ theme }) => theme.space.xs};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;
