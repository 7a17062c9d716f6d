/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Whether the paper's abstract answers a reader's question. */
export type AnswerCoverage =
  /** The abstract answers the question; the quotes show where. */
  | 'ANSWERED'
  /** The abstract does not answer the question; nothing is guessed. */
  | 'NOT_IN_ABSTRACT'
  /** The abstract answers part of the question; the answer says which part it leaves open. */
  | 'PARTLY';

/** What an API key may do for its reader. A key never manages keys, the account, its password or its plan. */
export type ApiKeyScope =
  /** Use the Premium features (the clinical takeaway, questions, export, advanced filters, digest settings) while the reader has Premium. */
  | 'PREMIUM'
  /** Read the reader's own data: the profile, bookmarks, saved searches, the plan and the API keys' list. */
  | 'READ'
  /** Add and remove bookmarks, comments and saved searches. */
  | 'WRITE';

/** Narrows the feed; every part is optional and the parts combine with AND. */
export type ArticleFilter = {
  /** Only articles in any of these categories, by name or slug; empty or missing means all. */
  categories?: Array<string> | null | undefined;
  /** Only papers that became public at their source within this window; missing means any date. */
  dateRange?: DateRange | null | undefined;
  /** Premium: only articles of any of these study designs; empty or missing means all. */
  designs?: Array<StudyDesign> | null | undefined;
  /** Whether retracted and withdrawn papers are listed. Missing: hidden from the feed, listed when `search` is given; ignored when `statuses` is given. */
  includeRetracted?: boolean | null | undefined;
  /** Premium: only papers from any of these journals, matched whole and ignoring case; empty or missing means all. */
  journals?: Array<string> | null | undefined;
  /** Premium: when true, only papers whose full text is free to read. */
  openAccessOnly?: boolean | null | undefined;
  /** Premium: only peer-reviewed papers, or only preprints; missing means both. */
  peerReview?: PeerReview | null | undefined;
  /** Full-text search over titles, summary, abstract, authors and journal. Quotes, OR and -word work as on web search engines. */
  search?: string | null | undefined;
  /** Premium: match the search text against titles only or authors only; missing or ALL searches everything. */
  searchScope?: SearchScope | null | undefined;
  /** Only these sources; empty or missing means all. */
  sources?: Array<Source> | null | undefined;
  /** Only articles of any of these statuses (RETRACTED, CORRECTED, …); empty or missing means every status not hidden. */
  statuses?: Array<ArticleStatus> | null | undefined;
};

/** The order of the article feed. */
export type ArticleOrder =
  /** Most viewed first. */
  | 'MOST_VIEWED'
  /** Most recently published first (the default). */
  | 'NEWEST'
  /** Earliest published first. */
  | 'OLDEST'
  /** Recency mixed with rank: newest day (UTC) first, and within each day the best match for the search text first (title and summary matches before abstract-only ones). The same as NEWEST without search text. */
  | 'RELEVANCE'
  /** By the title shown (the simplified title when there is one), A to Z, ignoring case. */
  | 'TITLE_ASC'
  /** By the title shown (the simplified title when there is one), Z to A, ignoring case. */
  | 'TITLE_DESC';

/** A paper's standing after publication, from the notices that name it (REST: the value in brackets). */
export type ArticleStatus =
  /** No notice names the paper (`active`). */
  | 'ACTIVE'
  /** An erratum or correction names the paper (`corrected`). */
  | 'CORRECTED'
  /** The journal has published an expression of concern about it (`expression-of-concern`). */
  | 'EXPRESSION_OF_CONCERN'
  /** The paper was retracted; its findings should not be relied on (`retracted`). */
  | 'RETRACTED'
  /** The paper was withdrawn (`withdrawn`). */
  | 'WITHDRAWN';

/** A new password for the signed-in reader, with the current one. */
export type ChangePasswordInput = {
  /** The current password. */
  currentPassword: string;
  /** At least 8 characters, and not one of the most common passwords. */
  newPassword: string;
};

/** A message for the Paperlight team, from the contact form. */
export type ContactMessageInput = {
  /** The address the reply goes to. */
  email: string;
  /** At most 5,000 characters. */
  message: string;
  /** Your name, at most 100 characters. */
  name: string;
  /** At most 150 characters. */
  subject: string;
};

/** A new API key: its name and what it may do. */
export type CreateApiKeyInput = {
  /** A name to recognise the key by, such as the program that uses it (up to 80 characters). */
  name: string;
  /** What the key may do; at least one. */
  scopes: Array<ApiKeyScope>;
};

/** A window back from now over the date a paper became public at its source. */
export type DateRange =
  /** The last 3 months (REST: `last3months`). */
  | 'LAST_3_MONTHS'
  /** The last 7 days (REST: `last7days`). */
  | 'LAST_7_DAYS'
  /** The last 24 hours (REST: `24h`). */
  | 'LAST_24_HOURS'
  /** The last 30 days (REST: `last30days`). */
  | 'LAST_30_DAYS'
  /** The last year (REST: `lastyear`). */
  | 'LAST_YEAR';

/** How often the email digest goes out. */
export type DigestFrequency =
  /** Every day at the delivery time, covering the past day. */
  | 'DAILY'
  /** Sundays at the delivery time, covering the past week. */
  | 'WEEKLY';

/** Source switches to change; sources left out keep their setting. */
export type DigestSourcesInput = {
  /** Papers from DOAJ journals. */
  DOAJ?: boolean | null | undefined;
  /** Papers from PLOS. */
  PLOS?: boolean | null | undefined;
  /** Papers from PubMed. */
  PubMed?: boolean | null | undefined;
  /** Preprints from medRxiv. */
  medRxiv?: boolean | null | undefined;
};

/** A change to the email digest preferences: only the fields given change. */
export type EmailPreferencesInput = {
  /** Delivery time in Eastern time: 08:00, 09:00, 10:00, 12:00 or 18:00. */
  deliveryTime?: string | null | undefined;
  /** Turns the digest on or off. */
  emailDigest?: boolean | null | undefined;
  /** weekly (Sundays) or daily. */
  frequency?: DigestFrequency | null | undefined;
  /** Source switches to change. */
  sources?: DigestSourcesInput | null | undefined;
};

/** The Oxford CEBM (2011) level of evidence of a study's design, as its abstract describes it. */
export type EvidenceLevel =
  /** Level 1: a systematic review of randomised trials. */
  | 'LEVEL_1'
  /** Level 2: a randomised trial. */
  | 'LEVEL_2'
  /** Level 3: a non-randomised controlled cohort or follow-up study, or a review of such studies. */
  | 'LEVEL_3'
  /** Level 4: a case series, case-control, cross-sectional or historically controlled study. */
  | 'LEVEL_4'
  /** Level 5: mechanism-based reasoning: laboratory, animal or modelling work. */
  | 'LEVEL_5'
  /** The abstract does not show a design that the scale grades. */
  | 'NOT_STATED';

/** Sign-in credentials. */
export type LoginInput = {
  /** The password. */
  password: string;
  /** The username or the email address (neither is case-sensitive). */
  username: string;
};

/** What a notice does to the paper it names. */
export type NoticeKind =
  /** An erratum or correction. */
  | 'CORRECTION'
  /** An expression of concern. */
  | 'EXPRESSION_OF_CONCERN'
  /** A retraction. */
  | 'RETRACTION'
  /** A withdrawal. */
  | 'WITHDRAWAL';

/** Narrows the feed to peer-reviewed papers or to preprints. */
export type PeerReview =
  /** Only papers published after peer review (REST: `peer-reviewed`). */
  | 'PEER_REVIEWED'
  /** Only preprints, which have not been peer reviewed (REST: `preprint`). */
  | 'PREPRINT';

/** Profile changes; fields left out stay as they are, empty text clears a field. */
export type ProfileInput = {
  /** A short biography, at most 1,000 characters. */
  bio?: string | null | undefined;
  /** The account's current password; needed only to change the email address. */
  currentPassword?: string | null | undefined;
  /** A valid email address not used by another account. */
  email?: string | null | undefined;
  /** First name, at most 100 characters. */
  firstName?: string | null | undefined;
  /** Last name, at most 100 characters. */
  lastName?: string | null | undefined;
};

/** A new account. */
export type RegisterInput = {
  /** A valid email address. */
  email: string;
  /** At least 8 characters, and not one of the most common passwords. */
  password: string;
  /** At least 3 characters: letters, numbers, dots, dashes and underscores. */
  username: string;
};

/** A new password set through a reset link. */
export type ResetPasswordInput = {
  /** At least 8 characters, and not one of the most common passwords. */
  password: string;
  /** The token from the reset link. */
  token: string;
};

/** A feed filter to save under a name; its date window is ignored. */
export type SaveSearchInput = {
  /** The feed filter to save (search text, sources, categories, and Premium filters). */
  filter: ArticleFilter;
  /** The name, up to 80 characters, unique among the viewer’s saved searches. */
  name: string;
};

/** Which part of an article the search text is matched against. */
export type SearchScope =
  /** Titles, summary, abstract, authors and journal (the default; REST: `all`). */
  | 'ALL'
  /** The author names only (REST: `authors`). */
  | 'AUTHORS'
  /** The original and plain-language titles only (REST: `title`). */
  | 'TITLE';

/** A research source Paperlight reads. */
export type Source =
  /** The Directory of Open Access Journals. */
  | 'DOAJ'
  /** medRxiv, the preprint server for health sciences. */
  | 'MEDRXIV'
  /** PLOS journals, read through the PLOS search API. */
  | 'PLOS'
  /** PubMed (MEDLINE and PubMed Central), read through NCBI E-utilities. */
  | 'PUBMED';

/** A paper's study design, read from the source's own metadata first and the abstract's wording second (REST: the value in brackets). */
export type StudyDesign =
  /** Case-control study (`case-control`). */
  | 'CASE_CONTROL'
  /** Case report or case series (`case-report`). */
  | 'CASE_REPORT'
  /** Cohort study (`cohort`). */
  | 'COHORT'
  /** Cross-sectional study or survey (`cross-sectional`). */
  | 'CROSS_SECTIONAL'
  /** Guideline or consensus statement (`guideline`). */
  | 'GUIDELINE'
  /** Laboratory or animal study (`laboratory`). */
  | 'LABORATORY'
  /** Narrative or scoping review (`narrative-review`). */
  | 'NARRATIVE_REVIEW'
  /** Non-randomised or single-arm trial (`non-randomised-trial`). */
  | 'NON_RANDOMISED_TRIAL'
  /** Any other design, or one the paper does not state (`other`). */
  | 'OTHER'
  /** Qualitative study (`qualitative`). */
  | 'QUALITATIVE'
  /** Randomised controlled trial (`rct`). */
  | 'RANDOMISED_CONTROLLED_TRIAL'
  /** Systematic review or meta-analysis (`systematic-review`). */
  | 'SYSTEMATIC_REVIEW';

export type LinkFeedQueryVariables = Exact<{
  first: number;
}>;


export type LinkFeedQuery = { articles: { totalCount: number } };

export type LinkBookmarkMutationVariables = Exact<{
  articleId: string | number;
}>;


export type LinkBookmarkMutation = { addBookmark: { articleId: string } };

export type OfflineBookmarksQueryVariables = Exact<{ [key: string]: never; }>;


export type OfflineBookmarksQuery = { bookmarks: { nodes: Array<{ articleId: string, article: { id: string, databaseId: number } }> } };

export type AmaAnswer_AnswerFragment = { question: string, coverage: AnswerCoverage, answer: string, quotes: Array<string>, provider: string, model: string, offline: boolean, notice: string | null } & { ' $fragmentName'?: 'AmaAnswer_AnswerFragment' };

export type ClinicalTakeawayPanel_TakeawayFragment = { bottomLine: string, population: string | null, intervention: string | null, comparison: string | null, outcome: string | null, studyDesign: string, levelOfEvidence: EvidenceLevel, sampleSize: number | null, sampleUnit: string | null, keyNumbers: Array<string>, caveats: Array<string>, disclaimer: string, provider: string, model: string, offline: boolean, notice: string | null } & { ' $fragmentName'?: 'ClinicalTakeawayPanel_TakeawayFragment' };

export type AiAllowanceQueryVariables = Exact<{ [key: string]: never; }>;


export type AiAllowanceQuery = { aiAllowance: { questionsPerDay: number, questionsUsed: number, renewsAt: string } };

export type AskAboutArticleMutationVariables = Exact<{
  articleId: string | number;
  question: string;
}>;


export type AskAboutArticleMutation = { askAboutArticle: { ' $fragmentRefs'?: { 'AmaAnswer_AnswerFragment': AmaAnswer_AnswerFragment } } };

export type GenerateClinicalTakeawayMutationVariables = Exact<{
  articleId: string | number;
}>;


export type GenerateClinicalTakeawayMutation = { generateClinicalTakeaway: (
    { articleId: string }
    & { ' $fragmentRefs'?: { 'ClinicalTakeawayPanel_TakeawayFragment': ClinicalTakeawayPanel_TakeawayFragment } }
  ) };

export type ApiKeysQueryVariables = Exact<{ [key: string]: never; }>;


export type ApiKeysQuery = { me: { id: string, apiKeys: Array<{ id: string, name: string, prefix: string, scopes: Array<ApiKeyScope>, createdAt: string, lastUsedAt: string | null }> } | null };

export type CreateApiKeyMutationVariables = Exact<{
  input: CreateApiKeyInput;
}>;


export type CreateApiKeyMutation = { createApiKey: { secret: string, apiKey: { id: string, name: string } } };

export type RevokeApiKeyMutationVariables = Exact<{
  id: string | number;
}>;


export type RevokeApiKeyMutation = { revokeApiKey: { id: string } };

export type ArticleCard_ArticleFragment = (
  { id: string, databaseId: number, title: string, simplifiedTitle: string | null, source: Source, categories: Array<string>, publishedDate: string, isPreprint: boolean, isOpenAccess: boolean, journal: string, authors: string, aiSummary: string | null, sourceUrl: string, viewCount: number, commentCount: number, summary: { provider: string } | null }
  & { ' $fragmentRefs'?: { 'ShareMenu_ArticleFragment': ShareMenu_ArticleFragment;'EvidenceBadge_ArticleFragment': EvidenceBadge_ArticleFragment;'StatusLabel_ArticleFragment': StatusLabel_ArticleFragment } }
) & { ' $fragmentName'?: 'ArticleCard_ArticleFragment' };

export type ArticleDetail_ArticleFragment = (
  { id: string, title: string, simplifiedTitle: string | null, source: Source, categories: Array<string>, publishedDate: string, viewCount: number, commentCount: number, authors: string, journal: string, aiSummary: string | null, abstract: string, sourceUrl: string, summary: { provider: string, readingLevel: { label: string } | null } | null, detailed: { text: string, readingLevel: { label: string } | null } | null, abstractSections: Array<{ label: string | null, text: string }> }
  & { ' $fragmentRefs'?: { 'ShareMenu_ArticleFragment': ShareMenu_ArticleFragment;'StatusBanner_ArticleFragment': StatusBanner_ArticleFragment;'EvidenceBadge_ArticleFragment': EvidenceBadge_ArticleFragment } }
) & { ' $fragmentName'?: 'ArticleDetail_ArticleFragment' };

export type ArticleSideCard_ArticleFragment = { id: string, source: Source, categories: Array<string>, publishedDate: string, journal: string, doi: string | null, pmid: string | null, isOpenAccess: boolean, isPreprint: boolean, sourceUrl: string } & { ' $fragmentName'?: 'ArticleSideCard_ArticleFragment' };

export type BookmarkedArticlesQueryVariables = Exact<{
  after?: string | null | undefined;
}>;


export type BookmarkedArticlesQuery = { bookmarkedArticles: { totalCount: number, nodes: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'ArticleCard_ArticleFragment': ArticleCard_ArticleFragment } }
    )>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type EvidenceBadge_ArticleFragment = { studyDesign: StudyDesign, sampleSize: number | null, isPreprint: boolean } & { ' $fragmentName'?: 'EvidenceBadge_ArticleFragment' };

export type ShareMenu_ArticleFragment = { id: string, databaseId: number, title: string, simplifiedTitle: string | null, aiSummary: string | null } & { ' $fragmentName'?: 'ShareMenu_ArticleFragment' };

export type StatusAlertsQueryVariables = Exact<{ [key: string]: never; }>;


export type StatusAlertsQuery = { statusAlerts: { unreadCount: number, alerts: Array<{ databaseId: number, status: ArticleStatus, readAt: string | null, article: { id: string, databaseId: number, title: string, simplifiedTitle: string | null } }> } };

export type MarkStatusAlertsReadMutationVariables = Exact<{ [key: string]: never; }>;


export type MarkStatusAlertsReadMutation = { markStatusAlertsRead: number };

export type StatusBanner_ArticleFragment = { status: ArticleStatus, statusNotice: { kind: NoticeKind, date: string | null, url: string | null, reference: string | null } | null, publishedVersion: { journal: string | null, url: string } | null } & { ' $fragmentName'?: 'StatusBanner_ArticleFragment' };

export type StatusLabel_ArticleFragment = { status: ArticleStatus, statusNotice: { kind: NoticeKind, url: string | null } | null } & { ' $fragmentName'?: 'StatusLabel_ArticleFragment' };

export type AuthProvider_ViewerFragment = { id: string, username: string, email: string | null, firstName: string | null, lastName: string | null, bio: string | null } & { ' $fragmentName'?: 'AuthProvider_ViewerFragment' };

export type ViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type ViewerQuery = { me: { ' $fragmentRefs'?: { 'AuthProvider_ViewerFragment': AuthProvider_ViewerFragment } } | null };

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginMutation = { login: { id: string, username: string } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: boolean };

export type RequestPasswordResetMutationVariables = Exact<{
  email: string;
}>;


export type RequestPasswordResetMutation = { requestPasswordReset: string };

export type ResetPasswordMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;


export type ResetPasswordMutation = { resetPassword: boolean };

export type ChangePasswordMutationVariables = Exact<{
  input: ChangePasswordInput;
}>;


export type ChangePasswordMutation = { changePassword: boolean };

export type RegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type RegisterMutation = { register: { id: string, username: string } };

export type PlanStatus_StatusFragment = { tier: string, hasAccess: boolean, status: string, currentPeriodEnd: number | null, cancelAtPeriodEnd: boolean, granted: boolean } & { ' $fragmentName'?: 'PlanStatus_StatusFragment' };

export type RefreshSubscriptionStatusMutationVariables = Exact<{
  checkoutSessionId?: string | null | undefined;
}>;


export type RefreshSubscriptionStatusMutation = { refreshSubscriptionStatus: (
    { tier: string, hasAccess: boolean, status: string }
    & { ' $fragmentRefs'?: { 'PlanStatus_StatusFragment': PlanStatus_StatusFragment } }
  ) };

export type CreateBillingPortalSessionMutationVariables = Exact<{ [key: string]: never; }>;


export type CreateBillingPortalSessionMutation = { createBillingPortalSession: { url: string } };

export type CreateCheckoutSessionMutationVariables = Exact<{ [key: string]: never; }>;


export type CreateCheckoutSessionMutation = { createCheckoutSession: { sessionId: string, url: string } };

export type SubscriptionStatusQueryVariables = Exact<{ [key: string]: never; }>;


export type SubscriptionStatusQuery = { subscriptionStatus: (
    { tier: string, hasAccess: boolean }
    & { ' $fragmentRefs'?: { 'PlanStatus_StatusFragment': PlanStatus_StatusFragment } }
  ) };

export type BookmarkIdsQueryVariables = Exact<{
  after?: string | null | undefined;
}>;


export type BookmarkIdsQuery = { bookmarks: { nodes: Array<{ articleId: string, createdAt: string }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type AddBookmarkMutationVariables = Exact<{
  articleId: string | number;
}>;


export type AddBookmarkMutation = { addBookmark: { articleId: string, createdAt: string } };

export type RemoveBookmarkMutationVariables = Exact<{
  articleId: string | number;
}>;


export type RemoveBookmarkMutation = { removeBookmark: boolean };

export type CommentItem_CommentFragment = { id: string, articleId: string, userId: string, username: string | null, content: string, createdAt: string } & { ' $fragmentName'?: 'CommentItem_CommentFragment' };

export type AddCommentMutationVariables = Exact<{
  articleId: string | number;
  content: string;
}>;


export type AddCommentMutation = { addComment: (
    { id: string }
    & { ' $fragmentRefs'?: { 'CommentItem_CommentFragment': CommentItem_CommentFragment } }
  ) };

export type DeleteCommentMutationVariables = Exact<{
  commentId: string | number;
}>;


export type DeleteCommentMutation = { deleteComment: { id: string, articleId: string } };

export type RestoreCommentMutationVariables = Exact<{
  commentId: string | number;
}>;


export type RestoreCommentMutation = { restoreComment: (
    { id: string, articleId: string }
    & { ' $fragmentRefs'?: { 'CommentItem_CommentFragment': CommentItem_CommentFragment } }
  ) };

export type CommentAddedSubscriptionVariables = Exact<{
  articleId: string | number;
}>;


export type CommentAddedSubscription = { commentAdded: (
    { id: string }
    & { ' $fragmentRefs'?: { 'CommentItem_CommentFragment': CommentItem_CommentFragment } }
  ) };

export type CommentDeletedSubscriptionVariables = Exact<{
  articleId: string | number;
}>;


export type CommentDeletedSubscription = { commentDeleted: { id: string, articleId: string } };

export type ArticleCommentsQueryVariables = Exact<{
  articleId: string | number;
  after?: string | null | undefined;
}>;


export type ArticleCommentsQuery = { comments: { nodes: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'CommentItem_CommentFragment': CommentItem_CommentFragment } }
    )>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type SendContactMessageMutationVariables = Exact<{
  input: ContactMessageInput;
}>;


export type SendContactMessageMutation = { sendContactMessage: string };

export type DigestPreview_PreviewFragment = { totalCount: number, periodStart: string, periodEnd: string, sections: Array<{ totalCount: number, savedSearch: { id: string, name: string } | null, articles: Array<{ id: string, databaseId: number, title: string, simplifiedTitle: string | null, source: Source, publishedDate: string }> }> } & { ' $fragmentName'?: 'DigestPreview_PreviewFragment' };

export type DigestSettings_PreferencesFragment = { emailDigest: boolean, frequency: DigestFrequency, deliveryTime: string, sources: { PubMed: boolean, medRxiv: boolean, PLOS: boolean, DOAJ: boolean } } & { ' $fragmentName'?: 'DigestSettings_PreferencesFragment' };

export type DigestPreviewQueryVariables = Exact<{ [key: string]: never; }>;


export type DigestPreviewQuery = { digestPreview: { ' $fragmentRefs'?: { 'DigestPreview_PreviewFragment': DigestPreview_PreviewFragment } } };

export type EmailPreferencesQueryVariables = Exact<{ [key: string]: never; }>;


export type EmailPreferencesQuery = { emailPreferences: { ' $fragmentRefs'?: { 'DigestSettings_PreferencesFragment': DigestSettings_PreferencesFragment } } };

export type UpdateEmailPreferencesMutationVariables = Exact<{
  input: EmailPreferencesInput;
}>;


export type UpdateEmailPreferencesMutation = { updateEmailPreferences: { emailDigest: boolean, frequency: DigestFrequency, deliveryTime: string, sources: { PubMed: boolean, medRxiv: boolean, PLOS: boolean, DOAJ: boolean } } };

export type SearchSuggestionQueryVariables = Exact<{
  search: string;
}>;


export type SearchSuggestionQuery = { searchSuggestion: string | null };

export type FeedArticlesQueryVariables = Exact<{
  filter?: ArticleFilter | null | undefined;
  orderBy?: ArticleOrder | null | undefined;
  first: number;
  offset?: number | null | undefined;
}>;


export type FeedArticlesQuery = { articles: { totalCount: number, nodes: Array<(
      { id: string, title: string, simplifiedTitle: string | null, publishedDate: string, viewCount: number }
      & { ' $fragmentRefs'?: { 'ArticleCard_ArticleFragment': ArticleCard_ArticleFragment } }
    )> } };

export type FeedFilterOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type FeedFilterOptionsQuery = { sourceCounts: Array<{ source: Source, count: number }>, categories: Array<{ id: string, name: string, count: number }> };

export type FilterCountsQueryVariables = Exact<{
  filter?: ArticleFilter | null | undefined;
}>;


export type FilterCountsQuery = { filterCounts: { sources: Array<{ source: Source, count: number }>, categories: Array<{ name: string, count: number }> } };

export type StudyDesignCountsQueryVariables = Exact<{
  filter?: ArticleFilter | null | undefined;
}>;


export type StudyDesignCountsQuery = { studyDesignCounts: Array<{ design: StudyDesign, count: number }> };

export type FeedNewestMatchQueryVariables = Exact<{
  filter?: ArticleFilter | null | undefined;
}>;


export type FeedNewestMatchQuery = { articles: { nodes: Array<{ id: string, publishedDate: string }> } };

export type FeedRangeCountQueryVariables = Exact<{
  filter?: ArticleFilter | null | undefined;
}>;


export type FeedRangeCountQuery = { articles: { totalCount: number } };

export type NewArticleCheckQueryVariables = Exact<{
  first: number;
}>;


export type NewArticleCheckQuery = { articles: { nodes: Array<{ id: string, createdAt: string, publishedDate: string }> } };

export type NewPaperAddedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type NewPaperAddedSubscription = { articleAdded: { id: string } };

export type PricingPlanQueryVariables = Exact<{ [key: string]: never; }>;


export type PricingPlanQuery = { premiumPlan: { unitAmount: number, currency: string, interval: string, purchasable: boolean } };

export type UpdateProfileMutationVariables = Exact<{
  input: ProfileInput;
}>;


export type UpdateProfileMutation = { updateProfile: { ' $fragmentRefs'?: { 'AuthProvider_ViewerFragment': AuthProvider_ViewerFragment } } };

export type OpenSavedSearchMutationVariables = Exact<{
  id: string | number;
}>;


export type OpenSavedSearchMutation = { openSavedSearch: { id: string, newCount: number } };

export type SavedSearchesQueryVariables = Exact<{ [key: string]: never; }>;


export type SavedSearchesQuery = { me: { id: string, savedSearchAllowance: number, savedSearches: Array<{ id: string, name: string, newCount: number, feedUrl: string, filter: { search: string | null, searchScope: SearchScope | null, sources: Array<Source>, categories: Array<string>, designs: Array<StudyDesign>, peerReview: PeerReview | null, openAccessOnly: boolean, journals: Array<string> } }> } | null };

export type SaveSearchMutationVariables = Exact<{
  input: SaveSearchInput;
}>;


export type SaveSearchMutation = { saveSearch: { id: string, name: string } };

export type DeleteSavedSearchMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteSavedSearchMutation = { deleteSavedSearch: boolean };

export type ResetSavedSearchFeedMutationVariables = Exact<{
  id: string | number;
}>;


export type ResetSavedSearchFeedMutation = { resetSavedSearchFeed: { id: string, feedUrl: string } };

export type ArticlePageQueryVariables = Exact<{
  id: string | number;
}>;


export type ArticlePageQuery = { article: (
    { id: string, title: string, simplifiedTitle: string | null, commentCount: number }
    & { ' $fragmentRefs'?: { 'ArticleDetail_ArticleFragment': ArticleDetail_ArticleFragment;'ArticleSideCard_ArticleFragment': ArticleSideCard_ArticleFragment } }
  ) | null };

export type RecordViewMutationVariables = Exact<{
  articleId: string | number;
}>;


export type RecordViewMutation = { recordView: { id: string, viewCount: number } };

export const AmaAnswer_AnswerFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AmaAnswer_answer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ArticleAnswer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"coverage"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"quotes"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"offline"}},{"kind":"Field","name":{"kind":"Name","value":"notice"}}]}}]} as unknown as DocumentNode<AmaAnswer_AnswerFragment, unknown>;
export const ClinicalTakeawayPanel_TakeawayFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClinicalTakeawayPanel_takeaway"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClinicalTakeaway"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bottomLine"}},{"kind":"Field","name":{"kind":"Name","value":"population"}},{"kind":"Field","name":{"kind":"Name","value":"intervention"}},{"kind":"Field","name":{"kind":"Name","value":"comparison"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"studyDesign"}},{"kind":"Field","name":{"kind":"Name","value":"levelOfEvidence"}},{"kind":"Field","name":{"kind":"Name","value":"sampleSize"}},{"kind":"Field","name":{"kind":"Name","value":"sampleUnit"}},{"kind":"Field","name":{"kind":"Name","value":"keyNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"caveats"}},{"kind":"Field","name":{"kind":"Name","value":"disclaimer"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"offline"}},{"kind":"Field","name":{"kind":"Name","value":"notice"}}]}}]} as unknown as DocumentNode<ClinicalTakeawayPanel_TakeawayFragment, unknown>;
export const ShareMenu_ArticleFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShareMenu_article"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"simplifiedTitle"}},{"kind":"Field","name":{"kind":"Name","value":"aiSummary"}}]}}]} as unknown as DocumentNode<ShareMenu_ArticleFragment, unknown>;
export const EvidenceBadge_ArticleFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EvidenceBadge_article"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studyDesign"}},{"kind":"Field","name":{"kind":"Name","value":"sampleSize"}},{"kind":"Field","name":{"kind":"Name","value":"isPreprint"}}]}}]} as unknown as DocumentNode<EvidenceBadge_ArticleFragment, unknown>;
export const StatusLabel_ArticleFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StatusLabel_article"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusNotice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<StatusLabel_ArticleFragment, unknown>;
export const ArticleCard_ArticleFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArticleCard_article"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"simplifiedTitle"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"categories"}},{"kind":"Field","name":{"kind":"Name","value":"publishedDate"}},{"kind":"Field","name":{"kind":"Name","value":"isPreprint"}},{"kind":"Field","name":{"kind":"Name","value":"isOpenAccess"}},{"kind":"Field","name":{"kind":"Name","value":"journal"}},{"kind":"Field","name":{"kind":"Name","value":"authors"}},{"kind":"Field","name":{"kind":"Name","value":"aiSummary"}},{"kind":"Field","name":{"kind":"Name","value":"summary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"provider"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"viewCount"}},{"kind":"Field","name":{"kind":"Name","value":"commentCount"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShareMenu_article"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"EvidenceBadge_article"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"StatusLabel_article"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShareMenu_article"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"simplifiedTitle"}},{"kind":"Field","name":{"kind":"Name","value":"aiSummary"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EvidenceBadge_article"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studyDesign"}},{"kind":"Field","name":{"kind":"Name","value":"sampleSize"}},{"kind":"Field","name":{"kind":"Name","value":"isPreprint"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StatusLabel_article"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusNotice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<ArticleCard_ArticleFragment, unknown>;
export const StatusBanner_ArticleFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StatusBanner_article"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusNotice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}}]}},{"kind":"Field","name":{"kind":"Name","value":"publishedVersion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"journal"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<StatusBanner_ArticleFragment, unknown>;
export const ArticleDetail_ArticleFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArticleDetail_article"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"simplifiedTitle"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"categories"}},{"kind":"Field","name":{"kind":"Name","value":"publishedDate"}},{"kind":"Field","name":{"kind":"Name","value":"viewCount"}},{"kind":"Field","name":{"kind":"Name","value":"commentCount"}},{"kind":"Field","name":{"kind":"Name","value":"authors"}},{"kind":"Field","name":{"kind":"Name","value":"journal"}},{"kind":"Field","name":{"kind":"Name","value":"aiSummary"}},{"kind":"Field","name":{"kind":"Name","value":"summary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"readingLevel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"detailed"},"name":{"kind":"Name","value":"summary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"level"},"value":{"kind":"EnumValue","value":"DETAILED"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"readingLevel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"abstract"}},{"kind":"Field","name":{"kind":"Name","value":"abstractSections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShareMenu_article"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"StatusBanner_article"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"EvidenceBadge_article"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShareMenu_article"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"simplifiedTitle"}},{"kind":"Field","name":{"kind":"Name","value":"aiSummary"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StatusBanner_article"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusNotice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}}]}},{"kind":"Field","name":{"kind":"Name","value":"publishedVersion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"journal"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EvidenceBadge_article"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studyDesign"}},{"kind":"Field","name":{"kind":"Name","value":"sampleSize"}},{"kind":"Field","name":{"kind":"Name","value":"isPreprint"}}]}}]} as unknown as DocumentNode<ArticleDetail_ArticleFragment, unknown>;
export const ArticleSideCard_ArticleFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArticleSideCard_article"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"categories"}},{"kind":"Field","name":{"kind":"Name","value":"publishedDate"}},{"kind":"Field","name":{"kind":"Name","value":"journal"}},{"kind":"Field","name":{"kind":"Name","value":"doi"}},{"kind":"Field","name":{"kind":"Name","value":"pmid"}},{"kind":"Field","name":{"kind":"Name","value":"isOpenAccess"}},{"kind":"Field","name":{"kind":"Name","value":"isPreprint"}},{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}}]}}]} as unknown as DocumentNode<ArticleSideCard_ArticleFragment, unknown>;
export const AuthProvider_ViewerFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthProvider_viewer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}}]}}]} as unknown as DocumentNode<AuthProvider_ViewerFragment, unknown>;
export const PlanStatus_StatusFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlanStatus_status"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SubscriptionStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tier"}},{"kind":"Field","name":{"kind":"Name","value":"hasAccess"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"currentPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"cancelAtPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"granted"}}]}}]} as unknown as DocumentNode<PlanStatus_StatusFragment, unknown>;
export const CommentItem_CommentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommentItem_comment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Comment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<CommentItem_CommentFragment, unknown>;
export const DigestPreview_PreviewFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DigestPreview_preview"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DigestPreview"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"periodStart"}},{"kind":"Field","name":{"kind":"Name","value":"periodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"sections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"savedSearch"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"articles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"simplifiedTitle"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"publishedDate"}}]}}]}}]}}]} as unknown as DocumentNode<DigestPreview_PreviewFragment, unknown>;
export const DigestSettings_PreferencesFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DigestSettings_preferences"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmailPreferences"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emailDigest"}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryTime"}},{"kind":"Field","name":{"kind":"Name","value":"sources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"PubMed"}},{"kind":"Field","name":{"kind":"Name","value":"medRxiv"}},{"kind":"Field","name":{"kind":"Name","value":"PLOS"}},{"kind":"Field","name":{"kind":"Name","value":"DOAJ"}}]}}]}}]} as unknown as DocumentNode<DigestSettings_PreferencesFragment, unknown>;
export const LinkFeedDocument = {"__meta__":{"hash":"sha256:6026200f4215a987de892cb611cf289a3f344733819f99e94d3b288c5810264f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LinkFeed"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"articles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]} as unknown as DocumentNode<LinkFeedQuery, LinkFeedQueryVariables>;
export const LinkBookmarkDocument = {"__meta__":{"hash":"sha256:f7f0ff52cbe52c783661f54305517a6908be4edf3a7ea76713bd16bc92c66c18"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LinkBookmark"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addBookmark"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"articleId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"articleId"}}]}}]}}]} as unknown as DocumentNode<LinkBookmarkMutation, LinkBookmarkMutationVariables>;
export const OfflineBookmarksDocument = {"__meta__":{"hash":"sha256:e4906ed36b161e3e59469ca2bd85b2b83594ec4318dbdb418db37f80de4dc8dc"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OfflineBookmarks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookmarks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"article"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}}]}}]}}]}}]}}]} as unknown as DocumentNode<OfflineBookmarksQuery, OfflineBookmarksQueryVariables>;
export const AiAllowanceDocument = {"__meta__":{"hash":"sha256:b28ee9539472f31e9096ca9fd710164ed0a58b830af04cda6b4d15f92096f008"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AiAllowance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aiAllowance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionsPerDay"}},{"kind":"Field","name":{"kind":"Name","value":"questionsUsed"}},{"kind":"Field","name":{"kind":"Name","value":"renewsAt"}}]}}]}}]} as unknown as DocumentNode<AiAllowanceQuery, AiAllowanceQueryVariables>;
export const AskAboutArticleDocument = {"__meta__":{"hash":"sha256:59b05c442678e257361e6a9238b669e525a37017175248d7f6e56691144ed958"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AskAboutArticle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"question"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"askAboutArticle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"articleId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}}},{"kind":"Argument","name":{"kind":"Name","value":"question"},"value":{"kind":"Variable","name":{"kind":"Name","value":"question"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AmaAnswer_answer"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AmaAnswer_answer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ArticleAnswer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"coverage"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"quotes"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"offline"}},{"kind":"Field","name":{"kind":"Name","value":"notice"}}]}}]} as unknown as DocumentNode<AskAboutArticleMutation, AskAboutArticleMutationVariables>;
export const GenerateClinicalTakeawayDocument = {"__meta__":{"hash":"sha256:0acbe7bad5e2ff639331f5e0e983a4a75d8ae9e85c842df48f0e7b7c601761ec"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GenerateClinicalTakeaway"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generateClinicalTakeaway"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"articleId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClinicalTakeawayPanel_takeaway"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClinicalTakeawayPanel_takeaway"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClinicalTakeaway"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bottomLine"}},{"kind":"Field","name":{"kind":"Name","value":"population"}},{"kind":"Field","name":{"kind":"Name","value":"intervention"}},{"kind":"Field","name":{"kind":"Name","value":"comparison"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"studyDesign"}},{"kind":"Field","name":{"kind":"Name","value":"levelOfEvidence"}},{"kind":"Field","name":{"kind":"Name","value":"sampleSize"}},{"kind":"Field","name":{"kind":"Name","value":"sampleUnit"}},{"kind":"Field","name":{"kind":"Name","value":"keyNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"caveats"}},{"kind":"Field","name":{"kind":"Name","value":"disclaimer"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"offline"}},{"kind":"Field","name":{"kind":"Name","value":"notice"}}]}}]} as unknown as DocumentNode<GenerateClinicalTakeawayMutation, GenerateClinicalTakeawayMutationVariables>;
export const ApiKeysDocument = {"__meta__":{"hash":"sha256:0240469ae26486c77a03a05cc3d6cc579ca3b3f5541ffb2f5eec7f8d447ade25"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApiKeys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"apiKeys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}}]}}]}}]} as unknown as DocumentNode<ApiKeysQuery, ApiKeysQueryVariables>;
export const CreateApiKeyDocument = {"__meta__":{"hash":"sha256:bfcb452e0bb3682353c3c4a60e4e52958ead6e18edb244d114f6ff91fae821d3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateApiKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateApiKeyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createApiKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"apiKey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<CreateApiKeyMutation, CreateApiKeyMutationVariables>;
export const RevokeApiKeyDocument = {"__meta__":{"hash":"sha256:89bcf6ef60fb7a5f59aed7080cf31aed76523cc5f69b62a995387a359b3f5858"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeApiKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeApiKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RevokeApiKeyMutation, RevokeApiKeyMutationVariables>;
export const BookmarkedArticlesDocument = {"__meta__":{"hash":"sha256:1f33ad8ce58131f42d00db0128e1d5aeb56426211fdd7c6108d753a8addd92bc"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BookmarkedArticles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookmarkedArticles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArticleCard_article"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShareMenu_article"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"simplifiedTitle"}},{"kind":"Field","name":{"kind":"Name","value":"aiSummary"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EvidenceBadge_article"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studyDesign"}},{"kind":"Field","name":{"kind":"Name","value":"sampleSize"}},{"kind":"Field","name":{"kind":"Name","value":"isPreprint"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StatusLabel_article"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusNotice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArticleCard_article"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"simplifiedTitle"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"categories"}},{"kind":"Field","name":{"kind":"Name","value":"publishedDate"}},{"kind":"Field","name":{"kind":"Name","value":"isPreprint"}},{"kind":"Field","name":{"kind":"Name","value":"isOpenAccess"}},{"kind":"Field","name":{"kind":"Name","value":"journal"}},{"kind":"Field","name":{"kind":"Name","value":"authors"}},{"kind":"Field","name":{"kind":"Name","value":"aiSummary"}},{"kind":"Field","name":{"kind":"Name","value":"summary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"provider"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"viewCount"}},{"kind":"Field","name":{"kind":"Name","value":"commentCount"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShareMenu_article"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"EvidenceBadge_article"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"StatusLabel_article"}}]}}]} as unknown as DocumentNode<BookmarkedArticlesQuery, BookmarkedArticlesQueryVariables>;
export const StatusAlertsDocument = {"__meta__":{"hash":"sha256:55e10dbafc3654f7159974a02a12341bf443d3133ebe4efe7eb112c8667823c7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StatusAlerts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"statusAlerts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unreadCount"}},{"kind":"Field","name":{"kind":"Name","value":"alerts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"readAt"}},{"kind":"Field","name":{"kind":"Name","value":"article"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"simplifiedTitle"}}]}}]}}]}}]}}]} as unknown as DocumentNode<StatusAlertsQuery, StatusAlertsQueryVariables>;
export const MarkStatusAlertsReadDocument = {"__meta__":{"hash":"sha256:e3df1e1f48590d49e5bf638306ca995fa97fb602da8493b9fe26deddee797546"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkStatusAlertsRead"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markStatusAlertsRead"}}]}}]} as unknown as DocumentNode<MarkStatusAlertsReadMutation, MarkStatusAlertsReadMutationVariables>;
export const ViewerDocument = {"__meta__":{"hash":"sha256:083676852326d3c87f8103749c8a7521de98759eff10d74e3cf913c14aaa63ac"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuthProvider_viewer"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthProvider_viewer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}}]}}]} as unknown as DocumentNode<ViewerQuery, ViewerQueryVariables>;
export const LoginDocument = {"__meta__":{"hash":"sha256:4bd9679ba420f53203ef57ef4b6f7ab8287b4ba26cbdeff5b71d43aec3653062"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const LogoutDocument = {"__meta__":{"hash":"sha256:cb1d14c1cc99a25294cfa4376de2402364cb32e6c038a11fb36cf0ebb3a5ce91"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const RequestPasswordResetDocument = {"__meta__":{"hash":"sha256:5ac89982dc149995bab85b93caab9976bbc3fd5994fbf4173153f8686dba9d72"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestPasswordReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}]}]}}]} as unknown as DocumentNode<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const ResetPasswordDocument = {"__meta__":{"hash":"sha256:5c8ccf52fa6849e6130938f2b7f0898c8a9872b780ff44f891c84b38dd96fc24"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResetPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const ChangePasswordDocument = {"__meta__":{"hash":"sha256:b71997bdb2cee8b9b73900d61cd376d4d1ebc42c845f2e2ffc4970107955c2b1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangePasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const RegisterDocument = {"__meta__":{"hash":"sha256:b4a539602224b259081d75941f754bd699748dc44cc51ef4c39e530cb2e4dac4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Register"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"register"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}}]} as unknown as DocumentNode<RegisterMutation, RegisterMutationVariables>;
export const RefreshSubscriptionStatusDocument = {"__meta__":{"hash":"sha256:6d7f01d35e562e3e396ce102231c67dc1243c7a02fc26a07578262f765fe8552"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RefreshSubscriptionStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"checkoutSessionId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refreshSubscriptionStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"checkoutSessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"checkoutSessionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tier"}},{"kind":"Field","name":{"kind":"Name","value":"hasAccess"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlanStatus_status"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlanStatus_status"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SubscriptionStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tier"}},{"kind":"Field","name":{"kind":"Name","value":"hasAccess"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"currentPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"cancelAtPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"granted"}}]}}]} as unknown as DocumentNode<RefreshSubscriptionStatusMutation, RefreshSubscriptionStatusMutationVariables>;
export const CreateBillingPortalSessionDocument = {"__meta__":{"hash":"sha256:540b94a628e6b9d3d2b01867bf8d9d09553dec19c32113e6cbbe2ced7c4c5dc1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateBillingPortalSession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createBillingPortalSession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<CreateBillingPortalSessionMutation, CreateBillingPortalSessionMutationVariables>;
export const CreateCheckoutSessionDocument = {"__meta__":{"hash":"sha256:d7400e2e5fca045cf2ef770317916da3273ad54f3a5a7ebb8553d493cb0fd1c6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCheckoutSession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCheckoutSession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<CreateCheckoutSessionMutation, CreateCheckoutSessionMutationVariables>;
export const SubscriptionStatusDocument = {"__meta__":{"hash":"sha256:5dca454bc1b2cdf7f03e6de482d17f46f0f4d2f9ce0317e1a219c0769a2daf4b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SubscriptionStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscriptionStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tier"}},{"kind":"Field","name":{"kind":"Name","value":"hasAccess"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlanStatus_status"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlanStatus_status"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SubscriptionStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tier"}},{"kind":"Field","name":{"kind":"Name","value":"hasAccess"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"currentPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"cancelAtPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"granted"}}]}}]} as unknown as DocumentNode<SubscriptionStatusQuery, SubscriptionStatusQueryVariables>;
export const BookmarkIdsDocument = {"__meta__":{"hash":"sha256:57a29ef825cfc8527d55669a502bc5eec8d0592cd4a1ac6cc4858605bc63e3d0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BookmarkIds"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookmarks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<BookmarkIdsQuery, BookmarkIdsQueryVariables>;
export const AddBookmarkDocument = {"__meta__":{"hash":"sha256:948de0ddf7c0792b8cfb556462a97f642b6c73b6a87d22eb26d44c8bdd3522c5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddBookmark"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addBookmark"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"articleId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<AddBookmarkMutation, AddBookmarkMutationVariables>;
export const RemoveBookmarkDocument = {"__meta__":{"hash":"sha256:91638ebf7c996b48b804f67bc411c9c4574feadf5e4663406b2662fa2e5bbd63"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveBookmark"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeBookmark"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"articleId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}}}]}]}}]} as unknown as DocumentNode<RemoveBookmarkMutation, RemoveBookmarkMutationVariables>;
export const AddCommentDocument = {"__meta__":{"hash":"sha256:6e61ee34a1073e967df9621b5ee7f3312d6cb9d31df71f1ee881ac0a8b192480"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddComment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"content"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addComment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"articleId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}}},{"kind":"Argument","name":{"kind":"Name","value":"content"},"value":{"kind":"Variable","name":{"kind":"Name","value":"content"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CommentItem_comment"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommentItem_comment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Comment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AddCommentMutation, AddCommentMutationVariables>;
export const DeleteCommentDocument = {"__meta__":{"hash":"sha256:ae901582759729d3fa78dbd65a972cd617a38153b5bc1a39437abd88d9f2336b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteComment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"commentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteComment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"commentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"commentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"articleId"}}]}}]}}]} as unknown as DocumentNode<DeleteCommentMutation, DeleteCommentMutationVariables>;
export const RestoreCommentDocument = {"__meta__":{"hash":"sha256:61018243a4eb892a37de12498ec7d54501ab8fb0ae691808564c2d5f2396b39f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestoreComment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"commentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"restoreComment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"commentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"commentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CommentItem_comment"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommentItem_comment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Comment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<RestoreCommentMutation, RestoreCommentMutationVariables>;
export const CommentAddedDocument = {"__meta__":{"hash":"sha256:5e5c27f1901f241b7f7900663066bde33d614c27f47f68b2d9224368f8c7f8bb"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"CommentAdded"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commentAdded"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"articleId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CommentItem_comment"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommentItem_comment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Comment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<CommentAddedSubscription, CommentAddedSubscriptionVariables>;
export const CommentDeletedDocument = {"__meta__":{"hash":"sha256:453b0edeb1c349d21e3a4ba99e3e4e945ecf2d29138ca49a6e7a4499ce7c9695"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"CommentDeleted"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commentDeleted"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"articleId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"articleId"}}]}}]}}]} as unknown as DocumentNode<CommentDeletedSubscription, CommentDeletedSubscriptionVariables>;
export const ArticleCommentsDocument = {"__meta__":{"hash":"sha256:36e72c3583a9dd64f90fb466b5ee84ff51225b5cd610ae0a56fdd53bb41f1718"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ArticleComments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"comments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"articleId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CommentItem_comment"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommentItem_comment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Comment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ArticleCommentsQuery, ArticleCommentsQueryVariables>;
export const SendContactMessageDocument = {"__meta__":{"hash":"sha256:07a24080090b507d22e1434aaf9cf308bce710d8d86c57f84885041d65b68d36"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendContactMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContactMessageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendContactMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<SendContactMessageMutation, SendContactMessageMutationVariables>;
export const DigestPreviewDocument = {"__meta__":{"hash":"sha256:6c0cbc245f69114676ebe7bbf615a70520f24ea9bc9b7eed8d7e03d89f4bb186"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DigestPreview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"digestPreview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DigestPreview_preview"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DigestPreview_preview"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DigestPreview"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"periodStart"}},{"kind":"Field","name":{"kind":"Name","value":"periodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"sections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"savedSearch"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"articles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"simplifiedTitle"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"publishedDate"}}]}}]}}]}}]} as unknown as DocumentNode<DigestPreviewQuery, DigestPreviewQueryVariables>;
export const EmailPreferencesDocument = {"__meta__":{"hash":"sha256:246afab0294df0b026d85adfc261cfbff13dd99e14a1553bfe6fd92732e5178b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EmailPreferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emailPreferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DigestSettings_preferences"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DigestSettings_preferences"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmailPreferences"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emailDigest"}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryTime"}},{"kind":"Field","name":{"kind":"Name","value":"sources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"PubMed"}},{"kind":"Field","name":{"kind":"Name","value":"medRxiv"}},{"kind":"Field","name":{"kind":"Name","value":"PLOS"}},{"kind":"Field","name":{"kind":"Name","value":"DOAJ"}}]}}]}}]} as unknown as DocumentNode<EmailPreferencesQuery, EmailPreferencesQueryVariables>;
export const UpdateEmailPreferencesDocument = {"__meta__":{"hash":"sha256:5a05e69695e1276d97e73b9cc0d6a8c3a93fd93e561e42f69511162241360907"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateEmailPreferences"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EmailPreferencesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateEmailPreferences"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emailDigest"}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryTime"}},{"kind":"Field","name":{"kind":"Name","value":"sources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"PubMed"}},{"kind":"Field","name":{"kind":"Name","value":"medRxiv"}},{"kind":"Field","name":{"kind":"Name","value":"PLOS"}},{"kind":"Field","name":{"kind":"Name","value":"DOAJ"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateEmailPreferencesMutation, UpdateEmailPreferencesMutationVariables>;
export const SearchSuggestionDocument = {"__meta__":{"hash":"sha256:2a0b1df672c15b1c06bb676f98fa50eaf475c2ef69cd74d26068d546f8b29bb3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchSuggestion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchSuggestion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}]}]}}]} as unknown as DocumentNode<SearchSuggestionQuery, SearchSuggestionQueryVariables>;
export const FeedArticlesDocument = {"__meta__":{"hash":"sha256:fbb907c8694f95e73136c56a6e7d5a00c2506e7a2354d940018df7408e41b4e2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FeedArticles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ArticleFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ArticleOrder"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"articles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"simplifiedTitle"}},{"kind":"Field","name":{"kind":"Name","value":"publishedDate"}},{"kind":"Field","name":{"kind":"Name","value":"viewCount"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArticleCard_article"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShareMenu_article"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"simplifiedTitle"}},{"kind":"Field","name":{"kind":"Name","value":"aiSummary"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EvidenceBadge_article"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studyDesign"}},{"kind":"Field","name":{"kind":"Name","value":"sampleSize"}},{"kind":"Field","name":{"kind":"Name","value":"isPreprint"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StatusLabel_article"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusNotice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArticleCard_article"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"simplifiedTitle"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"categories"}},{"kind":"Field","name":{"kind":"Name","value":"publishedDate"}},{"kind":"Field","name":{"kind":"Name","value":"isPreprint"}},{"kind":"Field","name":{"kind":"Name","value":"isOpenAccess"}},{"kind":"Field","name":{"kind":"Name","value":"journal"}},{"kind":"Field","name":{"kind":"Name","value":"authors"}},{"kind":"Field","name":{"kind":"Name","value":"aiSummary"}},{"kind":"Field","name":{"kind":"Name","value":"summary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"provider"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"viewCount"}},{"kind":"Field","name":{"kind":"Name","value":"commentCount"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShareMenu_article"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"EvidenceBadge_article"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"StatusLabel_article"}}]}}]} as unknown as DocumentNode<FeedArticlesQuery, FeedArticlesQueryVariables>;
export const FeedFilterOptionsDocument = {"__meta__":{"hash":"sha256:ad7e10808a136bc4cdb5eff19ef0e954d96880e081d41f33f30abee66ff31ccf"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FeedFilterOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sourceCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<FeedFilterOptionsQuery, FeedFilterOptionsQueryVariables>;
export const FilterCountsDocument = {"__meta__":{"hash":"sha256:61a9192bbd194727045e221c28da2711178b2b9e040c473512023f28ca1dc6b4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FilterCounts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ArticleFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"filterCounts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]} as unknown as DocumentNode<FilterCountsQuery, FilterCountsQueryVariables>;
export const StudyDesignCountsDocument = {"__meta__":{"hash":"sha256:632961062aa72f0d051ddba72491f31e0d94b2a64ced7bff6f39d619e6a0c6f4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StudyDesignCounts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ArticleFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studyDesignCounts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"design"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<StudyDesignCountsQuery, StudyDesignCountsQueryVariables>;
export const FeedNewestMatchDocument = {"__meta__":{"hash":"sha256:bd8e6b9f8df7f2257f389f73fab58e5de1209fda888dd2a54936665f709ecd93"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FeedNewestMatch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ArticleFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"articles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"publishedDate"}}]}}]}}]}}]} as unknown as DocumentNode<FeedNewestMatchQuery, FeedNewestMatchQueryVariables>;
export const FeedRangeCountDocument = {"__meta__":{"hash":"sha256:a9a24d56e7123c576273473a44aae3a9c8d091cc7e0237ee9b2a81517a76e1dd"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FeedRangeCount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ArticleFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"articles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]} as unknown as DocumentNode<FeedRangeCountQuery, FeedRangeCountQueryVariables>;
export const NewArticleCheckDocument = {"__meta__":{"hash":"sha256:c5093ade3c82791c22bbc7b2d4d77480bacb35d7a15b8438abc8b3e6b02daf13"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NewArticleCheck"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"articles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"dateRange"},"value":{"kind":"EnumValue","value":"LAST_24_HOURS"}}]}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"publishedDate"}}]}}]}}]}}]} as unknown as DocumentNode<NewArticleCheckQuery, NewArticleCheckQueryVariables>;
export const NewPaperAddedDocument = {"__meta__":{"hash":"sha256:7c1bef039517bcd4f151c77de6775479d933b47f1560d85b385cd7933193a82d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"NewPaperAdded"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"articleAdded"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<NewPaperAddedSubscription, NewPaperAddedSubscriptionVariables>;
export const PricingPlanDocument = {"__meta__":{"hash":"sha256:6ae52730d0dba3c23b4618f585cee38dbeda2640786c4653bd3eea75ae156207"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PricingPlan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"premiumPlan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unitAmount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"interval"}},{"kind":"Field","name":{"kind":"Name","value":"purchasable"}}]}}]}}]} as unknown as DocumentNode<PricingPlanQuery, PricingPlanQueryVariables>;
export const UpdateProfileDocument = {"__meta__":{"hash":"sha256:a281dae5ae221a69ac065bf24c5d1a685f28b58ef4e9b0dd2998331d0b4104b4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuthProvider_viewer"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthProvider_viewer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}}]}}]} as unknown as DocumentNode<UpdateProfileMutation, UpdateProfileMutationVariables>;
export const OpenSavedSearchDocument = {"__meta__":{"hash":"sha256:653f4ca78a9847de1ab798b4e435139ce3aebb9b0c0fd88c6bb37153ab71fd31"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OpenSavedSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"openSavedSearch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"newCount"}}]}}]}}]} as unknown as DocumentNode<OpenSavedSearchMutation, OpenSavedSearchMutationVariables>;
export const SavedSearchesDocument = {"__meta__":{"hash":"sha256:d2585c2323cb68c2b0e106efd388034c4fab79250287e2b5085cc1f031297bc6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SavedSearches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"savedSearchAllowance"}},{"kind":"Field","name":{"kind":"Name","value":"savedSearches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"newCount"}},{"kind":"Field","name":{"kind":"Name","value":"feedUrl"}},{"kind":"Field","name":{"kind":"Name","value":"filter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"search"}},{"kind":"Field","name":{"kind":"Name","value":"searchScope"}},{"kind":"Field","name":{"kind":"Name","value":"sources"}},{"kind":"Field","name":{"kind":"Name","value":"categories"}},{"kind":"Field","name":{"kind":"Name","value":"designs"}},{"kind":"Field","name":{"kind":"Name","value":"peerReview"}},{"kind":"Field","name":{"kind":"Name","value":"openAccessOnly"}},{"kind":"Field","name":{"kind":"Name","value":"journals"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SavedSearchesQuery, SavedSearchesQueryVariables>;
export const SaveSearchDocument = {"__meta__":{"hash":"sha256:5e8e9e72ba8e7c41df29a5a295b99c681bf7049d9c6f32911b8dff4f51ca6281"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveSearchInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveSearch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<SaveSearchMutation, SaveSearchMutationVariables>;
export const DeleteSavedSearchDocument = {"__meta__":{"hash":"sha256:2ab000f425db095031674eea0edea9c194e65b2c80ec840b615f05bfe5878143"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteSavedSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteSavedSearch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteSavedSearchMutation, DeleteSavedSearchMutationVariables>;
export const ResetSavedSearchFeedDocument = {"__meta__":{"hash":"sha256:dbd69220ae60c8ef37125183754fd71d0c4da3f09a76d4dca069a83e6a5ab4e6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetSavedSearchFeed"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetSavedSearchFeed"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"feedUrl"}}]}}]}}]} as unknown as DocumentNode<ResetSavedSearchFeedMutation, ResetSavedSearchFeedMutationVariables>;
export const ArticlePageDocument = {"__meta__":{"hash":"sha256:dbaf5c26f8bfe58b27b960fd9c7ecc93db78a4761342a0cec8837b4706bc2785"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ArticlePage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"article"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"simplifiedTitle"}},{"kind":"Field","name":{"kind":"Name","value":"commentCount"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArticleDetail_article"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArticleSideCard_article"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShareMenu_article"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"simplifiedTitle"}},{"kind":"Field","name":{"kind":"Name","value":"aiSummary"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StatusBanner_article"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusNotice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}}]}},{"kind":"Field","name":{"kind":"Name","value":"publishedVersion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"journal"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EvidenceBadge_article"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studyDesign"}},{"kind":"Field","name":{"kind":"Name","value":"sampleSize"}},{"kind":"Field","name":{"kind":"Name","value":"isPreprint"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArticleDetail_article"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"simplifiedTitle"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"categories"}},{"kind":"Field","name":{"kind":"Name","value":"publishedDate"}},{"kind":"Field","name":{"kind":"Name","value":"viewCount"}},{"kind":"Field","name":{"kind":"Name","value":"commentCount"}},{"kind":"Field","name":{"kind":"Name","value":"authors"}},{"kind":"Field","name":{"kind":"Name","value":"journal"}},{"kind":"Field","name":{"kind":"Name","value":"aiSummary"}},{"kind":"Field","name":{"kind":"Name","value":"summary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"readingLevel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"detailed"},"name":{"kind":"Name","value":"summary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"level"},"value":{"kind":"EnumValue","value":"DETAILED"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"readingLevel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"abstract"}},{"kind":"Field","name":{"kind":"Name","value":"abstractSections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShareMenu_article"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"StatusBanner_article"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"EvidenceBadge_article"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArticleSideCard_article"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"categories"}},{"kind":"Field","name":{"kind":"Name","value":"publishedDate"}},{"kind":"Field","name":{"kind":"Name","value":"journal"}},{"kind":"Field","name":{"kind":"Name","value":"doi"}},{"kind":"Field","name":{"kind":"Name","value":"pmid"}},{"kind":"Field","name":{"kind":"Name","value":"isOpenAccess"}},{"kind":"Field","name":{"kind":"Name","value":"isPreprint"}},{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}}]}}]} as unknown as DocumentNode<ArticlePageQuery, ArticlePageQueryVariables>;
export const RecordViewDocument = {"__meta__":{"hash":"sha256:eeba563ebde1097edbfddcdc5e9e5debc27b66c18f1c0a0590d31b1ad79d5496"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecordView"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordView"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"articleId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"viewCount"}}]}}]}}]} as unknown as DocumentNode<RecordViewMutation, RecordViewMutationVariables>;