import type { User } from '../user/user.entity.js';
import type { Comment } from './comment.entity.js';
import type { RecentlyDeletedComment } from './recently-deleted-comment.entity.js';

/** Only a comment's author may delete it. */
export function canDeleteComment(viewer: User, comment: Comment): boolean {
  return comment.user.id === viewer.id;
}

/** Only the author of a deleted comment may restore it. */
export function canRestoreComment(viewer: User, deleted: RecentlyDeletedComment): boolean {
  return deleted.user.id === viewer.id;
}
