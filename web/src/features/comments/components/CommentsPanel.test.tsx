import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AddCommentDocument, ArticleCommentsDocument, DeleteCommentDocument, RestoreCommentDocument } from '../../../gql/graphql';
import { buildComment, buildPage, buildViewer } from '../../../test/fixtures';
import { mockError, mockQuery } from '../../../test/mocks';
import { renderWithProviders } from '../../../test/render';
import { CommentsPanel } from './CommentsPanel';

const me = buildViewer({ id: 'u1', username: 'reader' });
const mine = buildComment({ id: 'c-mine', articleId: '1', userId: 'u1', username: 'reader', content: 'My own view.' });
const theirs = buildComment({ id: 'c-theirs', articleId: '1', userId: 'u2', username: 'other', content: 'Another view.', createdAt: '' });
const listMock = (comments = [mine, theirs]) =>
  mockQuery(ArticleCommentsDocument, { articleId: '1' }, { comments: buildPage('CommentConnection', comments) });

describe('CommentsPanel', () => {
  it('lists comments oldest first with relative times, and a delete control on the reader’s own comment only', async () => {
    renderWithProviders(<CommentsPanel articleId="1" />, { user: me, mocks: [listMock()] });
    expect(await screen.findByText('My own view.')).toBeTruthy();
    expect(screen.getByText('5 minutes ago')).toBeTruthy();
    expect(screen.getByText('Just now')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Delete comment' })).toHaveLength(1);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('My own view.'),
      expect.stringContaining('Another view.'),
    ]);
  });

  it('loads a page at a time: Show more comments appends the next page after the first', async () => {
    const later = buildComment({ id: 'c-later', articleId: '1', userId: 'u2', username: 'other', content: 'A later view.' });
    renderWithProviders(<CommentsPanel articleId="1" />, {
      user: me,
      mocks: [
        mockQuery(
          ArticleCommentsDocument,
          { articleId: '1' },
          { comments: buildPage('CommentConnection', [mine, theirs], { hasNextPage: true, endCursor: 'page-1-end' }) },
        ),
        mockQuery(ArticleCommentsDocument, { articleId: '1', after: 'page-1-end' }, { comments: buildPage('CommentConnection', [later]) }),
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Show more comments' }));
    expect(await screen.findByText('A later view.')).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('My own view.'),
      expect.stringContaining('Another view.'),
      expect.stringContaining('A later view.'),
    ]);
    expect(screen.queryByRole('button', { name: 'Show more comments' })).toBeNull();
  });

  it('shows no delete control to guests', async () => {
    renderWithProviders(<CommentsPanel articleId="1" />, { mocks: [listMock()] });
    await screen.findByText('My own view.');
    expect(screen.queryByRole('button', { name: 'Delete comment' })).toBeNull();
  });

  it('posts a trimmed comment, keeps submit disabled while blank, and appends it', async () => {
    const added = buildComment({
      id: 'c-new',
      articleId: '1',
      userId: 'u1',
      username: 'reader',
      content: 'Great study',
      createdAt: new Date().toISOString(),
    });
    renderWithProviders(<CommentsPanel articleId="1" />, {
      user: me,
      mocks: [listMock([]), mockQuery(AddCommentDocument, { articleId: '1', content: 'Great study' }, { addComment: added })],
    });
    await screen.findByText('No comments yet. Be the first to comment!');
    const submit = screen.getByRole('button', { name: 'Post Comment' });
    const box = screen.getByLabelText('Add a comment');
    await userEvent.type(box, '    ');
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    await userEvent.type(box, 'Great study   ');
    expect((submit as HTMLButtonElement).disabled).toBe(false);
    await userEvent.click(submit);
    expect(await screen.findByText('Comment added')).toBeTruthy();
    expect(await screen.findByText('Great study')).toBeTruthy();
    expect((box as HTMLTextAreaElement).value).toBe('');
  });

  it("sends guests to sign in with 'Please sign in to add comments'", async () => {
    renderWithProviders(<CommentsPanel articleId="1" />, { mocks: [listMock([])], path: '/article/1' });
    await screen.findByText('No comments yet. Be the first to comment!');
    await userEvent.type(screen.getByLabelText('Add a comment'), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Post Comment' }));
    expect(await screen.findByText('Sign in required')).toBeTruthy();
    expect(screen.getByText('Please sign in to add comments')).toBeTruthy();
    expect(window.location.pathname).toBe('/auth');
  });

  it("shows 'Failed to add comment' with the server's message", async () => {
    renderWithProviders(<CommentsPanel articleId="1" />, {
      user: me,
      mocks: [
        listMock([]),
        mockError(AddCommentDocument, { articleId: '1', content: 'Hi' }, 'You are commenting too quickly.', 'RATE_LIMITED'),
      ],
    });
    await screen.findByText('No comments yet. Be the first to comment!');
    await userEvent.type(screen.getByLabelText('Add a comment'), 'Hi');
    await userEvent.click(screen.getByRole('button', { name: 'Post Comment' }));
    expect(await screen.findByText('Failed to add comment')).toBeTruthy();
    expect(screen.getByText('You are commenting too quickly.')).toBeTruthy();
  });

  it("deletes the reader's comment with 'Comment deleted', or says 'Failed to delete comment'", async () => {
    renderWithProviders(<CommentsPanel articleId="1" />, {
      user: me,
      mocks: [
        listMock(),
        mockQuery(
          DeleteCommentDocument,
          { commentId: 'c-mine' },
          { deleteComment: { __typename: 'DeletedComment', id: 'c-mine', articleId: '1' } },
        ),
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete comment' }));
    expect(await screen.findByText('Comment deleted')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('My own view.')).toBeNull());
  });

  it('moves focus to the next comment after a deletion, and Undo brings the comment back in its place with focus on it', async () => {
    const at = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
    const first = buildComment({ id: 'c-1', userId: 'u1', username: 'reader', content: 'First view.', createdAt: at(30) });
    const middle = buildComment({ id: 'c-2', userId: 'u1', username: 'reader', content: 'Middle view.', createdAt: at(20) });
    const last = buildComment({ id: 'c-3', content: 'Last view.', createdAt: at(10) });
    renderWithProviders(<CommentsPanel articleId="1" />, {
      user: me,
      mocks: [
        listMock([first, middle, last]),
        mockQuery(
          DeleteCommentDocument,
          { commentId: 'c-2' },
          { deleteComment: { __typename: 'DeletedComment', id: 'c-2', articleId: '1' } },
        ),
        mockQuery(RestoreCommentDocument, { commentId: 'c-2' }, { restoreComment: middle }),
      ],
    });
    const items = async () => (await screen.findAllByRole('listitem')).map((item) => item.textContent);
    await screen.findByText('Middle view.');
    const [, deleteMiddle] = screen.getAllByRole('button', { name: 'Delete comment' });
    await userEvent.click(deleteMiddle);
    expect(await screen.findByText('Comment deleted')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Middle view.')).toBeNull());
    expect(document.activeElement?.textContent).toContain('Last view.');

    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Comment restored')).toBeTruthy();
    expect(await items()).toEqual([
      expect.stringContaining('First view.'),
      expect.stringContaining('Middle view.'),
      expect.stringContaining('Last view.'),
    ]);
    await waitFor(() => expect(document.activeElement?.textContent).toContain('Middle view.'));
  });

  it('moves focus to the comment box when the last comment left is deleted', async () => {
    renderWithProviders(<CommentsPanel articleId="1" />, {
      user: me,
      mocks: [
        listMock([mine]),
        mockQuery(
          DeleteCommentDocument,
          { commentId: 'c-mine' },
          { deleteComment: { __typename: 'DeletedComment', id: 'c-mine', articleId: '1' } },
        ),
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete comment' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Add a comment')));
  });

  it("reports a failed Undo as 'Failed to restore comment' with the server's sentence", async () => {
    renderWithProviders(<CommentsPanel articleId="1" />, {
      user: me,
      mocks: [
        listMock(),
        mockQuery(
          DeleteCommentDocument,
          { commentId: 'c-mine' },
          { deleteComment: { __typename: 'DeletedComment', id: 'c-mine', articleId: '1' } },
        ),
        mockError(RestoreCommentDocument, { commentId: 'c-mine' }, 'This comment can no longer be restored.', 'NOT_FOUND'),
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete comment' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Failed to restore comment')).toBeTruthy();
    expect(screen.getByText('This comment can no longer be restored.')).toBeTruthy();
    expect(screen.queryByText('My own view.')).toBeNull();
  });

  it("reports a failed delete as 'Failed to delete comment'", async () => {
    renderWithProviders(<CommentsPanel articleId="1" />, {
      user: me,
      mocks: [listMock(), mockError(DeleteCommentDocument, { commentId: 'c-mine' }, 'You can only delete your own comments.', 'FORBIDDEN')],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete comment' }));
    expect(await screen.findByText('Failed to delete comment')).toBeTruthy();
    expect(screen.getByText('My own view.')).toBeTruthy();
  });

  it('renders comment markup as text', async () => {
    const probe = '<img src=x onerror="window.__xss=1"> <a href="javascript:alert(1)">link</a>';
    const { container } = renderWithProviders(<CommentsPanel articleId="1" />, {
      mocks: [listMock([buildComment({ articleId: '1', content: probe })])],
    });
    expect(await screen.findByText(probe)).toBeTruthy();
    expect(container.querySelector('img, a[href^="javascript"]')).toBeNull();
  });
});
