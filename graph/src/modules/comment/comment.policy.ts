import type { User } from '../user/user.entity.js';
import type { Comment } from './comment.entity.js';

/** Only a comment's author may delete it. */
export function canDeleteComment(viewer: User, comment: Comment): boolean {
  return comment.user.id === viewer.id;
}
