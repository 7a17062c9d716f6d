import { ApiKeySchema } from '../modules/api-key/api-key.entity.js';
import { AiUsageSchema } from '../modules/ai/ai-usage.entity.js';
import { ClinicalTakeawaySchema } from '../modules/ai/takeaway.entity.js';
import { ArticleAdditionSchema } from '../modules/article/article-addition.entity.js';
import { ArticleSchema } from '../modules/article/article.entity.js';
import { PasswordResetSchema } from '../modules/auth/password-reset.entity.js';
import { SessionSchema } from '../modules/auth/session.entity.js';
import { PendingStripeSyncSchema } from '../modules/billing/stripe-sync.entity.js';
import { StripeEventSchema } from '../modules/billing/stripe-event.entity.js';
import { BookmarkSchema } from '../modules/bookmark/bookmark.entity.js';
import { ArticleCategorySchema, CategorySchema } from '../modules/category/category.entity.js';
import { CommentSchema } from '../modules/comment/comment.entity.js';
import { RecentlyDeletedCommentSchema } from '../modules/comment/recently-deleted-comment.entity.js';
import { ContactMessageSchema } from '../modules/contact/contact-message.entity.js';
import { SearchWordSchema } from '../modules/article/search-word.entity.js';
import { DigestDeliverySchema } from '../modules/digest/digest-delivery.entity.js';
import { DigestSentArticleSchema } from '../modules/digest/digest-sent-article.entity.js';
import { EmailPreferencesSchema } from '../modules/digest/email-preferences.entity.js';
import { IngestionRunSchema } from '../modules/ingestion/ingestion-run.entity.js';
import { MembershipSchema } from '../modules/membership/membership.entity.js';
import { SavedSearchSchema } from '../modules/saved-search/saved-search.entity.js';
import { ArticleNoticeSchema } from '../modules/status/article-notice.entity.js';
import { StatusAlertSchema } from '../modules/status/status-alert.entity.js';
import { SummaryReaskSchema } from '../modules/summary/summary-reask.entity.js';
import { WebhookDeliverySchema } from '../modules/webhook/webhook-delivery.entity.js';
import { WebhookSchema } from '../modules/webhook/webhook.entity.js';
import { UserSchema } from '../modules/user/user.entity.js';
import { RateLimitCounterSchema } from '../lib/rate-limits/rate-limit-counter.entity.js';

/** Every entity, listed explicitly so no folder discovery runs at start-up. */
export const ENTITIES = [
  ArticleSchema,
  CategorySchema,
  ArticleCategorySchema,
  UserSchema,
  BookmarkSchema,
  CommentSchema,
  RecentlyDeletedCommentSchema,
  MembershipSchema,
  EmailPreferencesSchema,
  DigestDeliverySchema,
  DigestSentArticleSchema,
  SessionSchema,
  IngestionRunSchema,
  RateLimitCounterSchema,
  StripeEventSchema,
  PendingStripeSyncSchema,
  ClinicalTakeawaySchema,
  AiUsageSchema,
  PasswordResetSchema,
  ContactMessageSchema,
  SearchWordSchema,
  SavedSearchSchema,
  ArticleNoticeSchema,
  StatusAlertSchema,
  ApiKeySchema,
  ArticleAdditionSchema,
  WebhookSchema,
  WebhookDeliverySchema,
  SummaryReaskSchema,
];
