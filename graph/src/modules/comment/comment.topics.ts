/** The live comment events; each is routed by article id. */
export enum CommentTopic {
  Added = 'COMMENT_ADDED',
  Deleted = 'COMMENT_DELETED',
}
