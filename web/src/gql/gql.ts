/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query LinkFeed($first: Int!) {\n    articles(first: $first) {\n      totalCount\n    }\n  }\n": typeof types.LinkFeedDocument,
    "\n  mutation LinkBookmark($articleId: ID!) {\n    addBookmark(articleId: $articleId) {\n      articleId\n    }\n  }\n": typeof types.LinkBookmarkDocument,
    "\n  query OfflineBookmarks {\n    bookmarks(first: 100) {\n      nodes {\n        articleId\n        article {\n          id\n          databaseId\n        }\n      }\n    }\n  }\n": typeof types.OfflineBookmarksDocument,
    "\n  fragment AmaAnswer_answer on ArticleAnswer {\n    question\n    coverage\n    answer\n    quotes\n    provider\n    model\n    offline\n    notice\n  }\n": typeof types.AmaAnswer_AnswerFragmentDoc,
    "\n  fragment ClinicalTakeawayPanel_takeaway on ClinicalTakeaway {\n    bottomLine\n    population\n    intervention\n    comparison\n    outcome\n    studyDesign\n    levelOfEvidence\n    sampleSize\n    sampleUnit\n    keyNumbers\n    caveats\n    disclaimer\n    provider\n    model\n    offline\n    notice\n  }\n": typeof types.ClinicalTakeawayPanel_TakeawayFragmentDoc,
    "\n  query AiAllowance {\n    aiAllowance {\n      questionsPerDay\n      questionsUsed\n      renewsAt\n    }\n  }\n": typeof types.AiAllowanceDocument,
    "\n  mutation AskAboutArticle($articleId: ID!, $question: String!) {\n    askAboutArticle(articleId: $articleId, question: $question) {\n      ...AmaAnswer_answer\n    }\n  }\n": typeof types.AskAboutArticleDocument,
    "\n  mutation GenerateClinicalTakeaway($articleId: ID!) {\n    generateClinicalTakeaway(articleId: $articleId) {\n      articleId\n      ...ClinicalTakeawayPanel_takeaway\n    }\n  }\n": typeof types.GenerateClinicalTakeawayDocument,
    "\n  query ApiKeys {\n    me {\n      id\n      apiKeys {\n        id\n        name\n        prefix\n        scopes\n        createdAt\n        lastUsedAt\n      }\n    }\n  }\n": typeof types.ApiKeysDocument,
    "\n  mutation CreateApiKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      secret\n      apiKey {\n        id\n        name\n      }\n    }\n  }\n": typeof types.CreateApiKeyDocument,
    "\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      id\n    }\n  }\n": typeof types.RevokeApiKeyDocument,
    "\n  fragment ArticleCard_article on Article {\n    id\n    databaseId\n    title\n    simplifiedTitle\n    source\n    categories\n    publishedDate\n    isPreprint\n    isOpenAccess\n    journal\n    authors\n    aiSummary\n    summary {\n      provider\n    }\n    sourceUrl\n    viewCount\n    commentCount\n    ...ShareMenu_article\n    ...EvidenceBadge_article\n    ...StatusLabel_article\n  }\n": typeof types.ArticleCard_ArticleFragmentDoc,
    "\n  fragment ArticleDetail_article on Article {\n    id\n    title\n    simplifiedTitle\n    source\n    categories\n    publishedDate\n    viewCount\n    commentCount\n    authors\n    journal\n    aiSummary\n    summary {\n      provider\n      readingLevel {\n        label\n      }\n    }\n    detailed: summary(level: DETAILED) {\n      text\n      readingLevel {\n        label\n      }\n    }\n    abstract\n    abstractSections {\n      label\n      text\n    }\n    sourceUrl\n    ...ShareMenu_article\n    ...StatusBanner_article\n    ...EvidenceBadge_article\n  }\n": typeof types.ArticleDetail_ArticleFragmentDoc,
    "\n  fragment ArticleSideCard_article on Article {\n    id\n    source\n    categories\n    publishedDate\n    journal\n    doi\n    pmid\n    isOpenAccess\n    isPreprint\n    sourceUrl\n  }\n": typeof types.ArticleSideCard_ArticleFragmentDoc,
    "\n  query BookmarkedArticles($after: String) {\n    bookmarkedArticles(first: 20, after: $after) {\n      nodes {\n        id\n        ...ArticleCard_article\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n": typeof types.BookmarkedArticlesDocument,
    "\n  fragment EvidenceBadge_article on Article {\n    studyDesign\n    sampleSize\n    isPreprint\n  }\n": typeof types.EvidenceBadge_ArticleFragmentDoc,
    "\n  fragment ShareMenu_article on Article {\n    id\n    databaseId\n    title\n    simplifiedTitle\n    aiSummary\n  }\n": typeof types.ShareMenu_ArticleFragmentDoc,
    "\n  query StatusAlerts {\n    statusAlerts(first: 10) {\n      unreadCount\n      alerts {\n        databaseId\n        status\n        readAt\n        article {\n          id\n          databaseId\n          title\n          simplifiedTitle\n        }\n      }\n    }\n  }\n": typeof types.StatusAlertsDocument,
    "\n  mutation MarkStatusAlertsRead {\n    markStatusAlertsRead\n  }\n": typeof types.MarkStatusAlertsReadDocument,
    "\n  fragment StatusBanner_article on Article {\n    status\n    statusNotice {\n      kind\n      date\n      url\n      reference\n    }\n    publishedVersion {\n      journal\n      url\n    }\n  }\n": typeof types.StatusBanner_ArticleFragmentDoc,
    "\n  fragment StatusLabel_article on Article {\n    status\n    statusNotice {\n      kind\n      url\n    }\n  }\n": typeof types.StatusLabel_ArticleFragmentDoc,
    "\n  fragment AuthProvider_viewer on User {\n    id\n    username\n    email\n    firstName\n    lastName\n    bio\n  }\n": typeof types.AuthProvider_ViewerFragmentDoc,
    "\n  query Viewer {\n    me {\n      ...AuthProvider_viewer\n    }\n  }\n": typeof types.ViewerDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      id\n      username\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n": typeof types.ChangePasswordDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      id\n      username\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  fragment PlanStatus_status on SubscriptionStatus {\n    tier\n    hasAccess\n    status\n    currentPeriodEnd\n    cancelAtPeriodEnd\n    granted\n  }\n": typeof types.PlanStatus_StatusFragmentDoc,
    "\n  mutation RefreshSubscriptionStatus($checkoutSessionId: String) {\n    refreshSubscriptionStatus(checkoutSessionId: $checkoutSessionId) {\n      tier\n      hasAccess\n      status\n      ...PlanStatus_status\n    }\n  }\n": typeof types.RefreshSubscriptionStatusDocument,
    "\n  mutation CreateBillingPortalSession {\n    createBillingPortalSession {\n      url\n    }\n  }\n": typeof types.CreateBillingPortalSessionDocument,
    "\n  mutation CreateCheckoutSession {\n    createCheckoutSession {\n      sessionId\n      url\n    }\n  }\n": typeof types.CreateCheckoutSessionDocument,
    "\n  query SubscriptionStatus {\n    subscriptionStatus {\n      tier\n      hasAccess\n      ...PlanStatus_status\n    }\n  }\n": typeof types.SubscriptionStatusDocument,
    "\n  query BookmarkIds($after: String) {\n    bookmarks(first: 100, after: $after) {\n      nodes {\n        articleId\n        createdAt\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.BookmarkIdsDocument,
    "\n  mutation AddBookmark($articleId: ID!) {\n    addBookmark(articleId: $articleId) {\n      articleId\n      createdAt\n    }\n  }\n": typeof types.AddBookmarkDocument,
    "\n  mutation RemoveBookmark($articleId: ID!) {\n    removeBookmark(articleId: $articleId)\n  }\n": typeof types.RemoveBookmarkDocument,
    "\n  fragment CommentItem_comment on Comment {\n    id\n    articleId\n    userId\n    username\n    content\n    createdAt\n  }\n": typeof types.CommentItem_CommentFragmentDoc,
    "\n  mutation AddComment($articleId: ID!, $content: String!) {\n    addComment(articleId: $articleId, content: $content) {\n      id\n      ...CommentItem_comment\n    }\n  }\n": typeof types.AddCommentDocument,
    "\n  mutation DeleteComment($commentId: ID!) {\n    deleteComment(commentId: $commentId) {\n      id\n      articleId\n    }\n  }\n": typeof types.DeleteCommentDocument,
    "\n  mutation RestoreComment($commentId: ID!) {\n    restoreComment(commentId: $commentId) {\n      id\n      articleId\n      ...CommentItem_comment\n    }\n  }\n": typeof types.RestoreCommentDocument,
    "\n  subscription CommentAdded($articleId: ID!) {\n    commentAdded(articleId: $articleId) {\n      id\n      ...CommentItem_comment\n    }\n  }\n": typeof types.CommentAddedDocument,
    "\n  subscription CommentDeleted($articleId: ID!) {\n    commentDeleted(articleId: $articleId) {\n      id\n      articleId\n    }\n  }\n": typeof types.CommentDeletedDocument,
    "\n  query ArticleComments($articleId: ID!, $after: String) {\n    comments(articleId: $articleId, first: 50, after: $after) {\n      nodes {\n        id\n        ...CommentItem_comment\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.ArticleCommentsDocument,
    "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input)\n  }\n": typeof types.SendContactMessageDocument,
    "\n  fragment DigestPreview_preview on DigestPreview {\n    totalCount\n    periodStart\n    periodEnd\n    sections {\n      savedSearch {\n        id\n        name\n      }\n      totalCount\n      articles {\n        id\n        databaseId\n        title\n        simplifiedTitle\n        source\n        publishedDate\n      }\n    }\n  }\n": typeof types.DigestPreview_PreviewFragmentDoc,
    "\n  fragment DigestSettings_preferences on EmailPreferences {\n    emailDigest\n    frequency\n    deliveryTime\n    sources {\n      PubMed\n      medRxiv\n      PLOS\n      DOAJ\n    }\n  }\n": typeof types.DigestSettings_PreferencesFragmentDoc,
    "\n  query DigestPreview {\n    digestPreview {\n      ...DigestPreview_preview\n    }\n  }\n": typeof types.DigestPreviewDocument,
    "\n  query EmailPreferences {\n    emailPreferences {\n      ...DigestSettings_preferences\n    }\n  }\n": typeof types.EmailPreferencesDocument,
    "\n  mutation UpdateEmailPreferences($input: EmailPreferencesInput!) {\n    updateEmailPreferences(input: $input) {\n      emailDigest\n      frequency\n      deliveryTime\n      sources {\n        PubMed\n        medRxiv\n        PLOS\n        DOAJ\n      }\n    }\n  }\n": typeof types.UpdateEmailPreferencesDocument,
    "\n  query SearchSuggestion($search: String!) {\n    searchSuggestion(search: $search)\n  }\n": typeof types.SearchSuggestionDocument,
    "\n  query FeedArticles($filter: ArticleFilter, $orderBy: ArticleOrder, $first: Int!, $offset: Int) {\n    articles(filter: $filter, orderBy: $orderBy, first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        id\n        title\n        simplifiedTitle\n        publishedDate\n        viewCount\n        ...ArticleCard_article\n      }\n    }\n  }\n": typeof types.FeedArticlesDocument,
    "\n  query FeedFilterOptions {\n    sourceCounts {\n      source\n      count\n    }\n    categories {\n      id\n      name\n      count\n    }\n  }\n": typeof types.FeedFilterOptionsDocument,
    "\n  query FilterCounts($filter: ArticleFilter) {\n    filterCounts(filter: $filter) {\n      sources {\n        source\n        count\n      }\n      categories {\n        name\n        count\n      }\n    }\n  }\n": typeof types.FilterCountsDocument,
    "\n  query StudyDesignCounts($filter: ArticleFilter) {\n    studyDesignCounts(filter: $filter) {\n      design\n      count\n    }\n  }\n": typeof types.StudyDesignCountsDocument,
    "\n  query FeedNewestMatch($filter: ArticleFilter) {\n    articles(filter: $filter, first: 1) {\n      nodes {\n        id\n        publishedDate\n      }\n    }\n  }\n": typeof types.FeedNewestMatchDocument,
    "\n  query FeedRangeCount($filter: ArticleFilter) {\n    articles(filter: $filter, first: 1) {\n      totalCount\n    }\n  }\n": typeof types.FeedRangeCountDocument,
    "\n  query NewArticleCheck($first: Int!) {\n    articles(filter: { dateRange: LAST_24_HOURS }, first: $first) {\n      nodes {\n        id\n        createdAt\n        publishedDate\n      }\n    }\n  }\n": typeof types.NewArticleCheckDocument,
    "\n  subscription NewPaperAdded {\n    articleAdded {\n      id\n    }\n  }\n": typeof types.NewPaperAddedDocument,
    "\n  query PricingPlan {\n    premiumPlan {\n      unitAmount\n      currency\n      interval\n      purchasable\n    }\n  }\n": typeof types.PricingPlanDocument,
    "\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      ...AuthProvider_viewer\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  mutation OpenSavedSearch($id: ID!) {\n    openSavedSearch(id: $id) {\n      id\n      newCount\n    }\n  }\n": typeof types.OpenSavedSearchDocument,
    "\n  query SavedSearches {\n    me {\n      id\n      savedSearchAllowance\n      savedSearches {\n        id\n        name\n        newCount\n        feedUrl\n        filter {\n          search\n          searchScope\n          sources\n          categories\n          designs\n          peerReview\n          openAccessOnly\n          journals\n        }\n      }\n    }\n  }\n": typeof types.SavedSearchesDocument,
    "\n  mutation SaveSearch($input: SaveSearchInput!) {\n    saveSearch(input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.SaveSearchDocument,
    "\n  mutation DeleteSavedSearch($id: ID!) {\n    deleteSavedSearch(id: $id)\n  }\n": typeof types.DeleteSavedSearchDocument,
    "\n  mutation ResetSavedSearchFeed($id: ID!) {\n    resetSavedSearchFeed(id: $id) {\n      id\n      feedUrl\n    }\n  }\n": typeof types.ResetSavedSearchFeedDocument,
    "\n  query ArticlePage($id: ID!) {\n    article(id: $id) {\n      id\n      title\n      simplifiedTitle\n      commentCount\n      ...ArticleDetail_article\n      ...ArticleSideCard_article\n    }\n  }\n": typeof types.ArticlePageDocument,
    "\n  mutation RecordView($articleId: ID!) {\n    recordView(articleId: $articleId) {\n      id\n      viewCount\n    }\n  }\n": typeof types.RecordViewDocument,
};
const documents: Documents = {
    "\n  query LinkFeed($first: Int!) {\n    articles(first: $first) {\n      totalCount\n    }\n  }\n": types.LinkFeedDocument,
    "\n  mutation LinkBookmark($articleId: ID!) {\n    addBookmark(articleId: $articleId) {\n      articleId\n    }\n  }\n": types.LinkBookmarkDocument,
    "\n  query OfflineBookmarks {\n    bookmarks(first: 100) {\n      nodes {\n        articleId\n        article {\n          id\n          databaseId\n        }\n      }\n    }\n  }\n": types.OfflineBookmarksDocument,
    "\n  fragment AmaAnswer_answer on ArticleAnswer {\n    question\n    coverage\n    answer\n    quotes\n    provider\n    model\n    offline\n    notice\n  }\n": types.AmaAnswer_AnswerFragmentDoc,
    "\n  fragment ClinicalTakeawayPanel_takeaway on ClinicalTakeaway {\n    bottomLine\n    population\n    intervention\n    comparison\n    outcome\n    studyDesign\n    levelOfEvidence\n    sampleSize\n    sampleUnit\n    keyNumbers\n    caveats\n    disclaimer\n    provider\n    model\n    offline\n    notice\n  }\n": types.ClinicalTakeawayPanel_TakeawayFragmentDoc,
    "\n  query AiAllowance {\n    aiAllowance {\n      questionsPerDay\n      questionsUsed\n      renewsAt\n    }\n  }\n": types.AiAllowanceDocument,
    "\n  mutation AskAboutArticle($articleId: ID!, $question: String!) {\n    askAboutArticle(articleId: $articleId, question: $question) {\n      ...AmaAnswer_answer\n    }\n  }\n": types.AskAboutArticleDocument,
    "\n  mutation GenerateClinicalTakeaway($articleId: ID!) {\n    generateClinicalTakeaway(articleId: $articleId) {\n      articleId\n      ...ClinicalTakeawayPanel_takeaway\n    }\n  }\n": types.GenerateClinicalTakeawayDocument,
    "\n  query ApiKeys {\n    me {\n      id\n      apiKeys {\n        id\n        name\n        prefix\n        scopes\n        createdAt\n        lastUsedAt\n      }\n    }\n  }\n": types.ApiKeysDocument,
    "\n  mutation CreateApiKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      secret\n      apiKey {\n        id\n        name\n      }\n    }\n  }\n": types.CreateApiKeyDocument,
    "\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      id\n    }\n  }\n": types.RevokeApiKeyDocument,
    "\n  fragment ArticleCard_article on Article {\n    id\n    databaseId\n    title\n    simplifiedTitle\n    source\n    categories\n    publishedDate\n    isPreprint\n    isOpenAccess\n    journal\n    authors\n    aiSummary\n    summary {\n      provider\n    }\n    sourceUrl\n    viewCount\n    commentCount\n    ...ShareMenu_article\n    ...EvidenceBadge_article\n    ...StatusLabel_article\n  }\n": types.ArticleCard_ArticleFragmentDoc,
    "\n  fragment ArticleDetail_article on Article {\n    id\n    title\n    simplifiedTitle\n    source\n    categories\n    publishedDate\n    viewCount\n    commentCount\n    authors\n    journal\n    aiSummary\n    summary {\n      provider\n      readingLevel {\n        label\n      }\n    }\n    detailed: summary(level: DETAILED) {\n      text\n      readingLevel {\n        label\n      }\n    }\n    abstract\n    abstractSections {\n      label\n      text\n    }\n    sourceUrl\n    ...ShareMenu_article\n    ...StatusBanner_article\n    ...EvidenceBadge_article\n  }\n": types.ArticleDetail_ArticleFragmentDoc,
    "\n  fragment ArticleSideCard_article on Article {\n    id\n    source\n    categories\n    publishedDate\n    journal\n    doi\n    pmid\n    isOpenAccess\n    isPreprint\n    sourceUrl\n  }\n": types.ArticleSideCard_ArticleFragmentDoc,
    "\n  query BookmarkedArticles($after: String) {\n    bookmarkedArticles(first: 20, after: $after) {\n      nodes {\n        id\n        ...ArticleCard_article\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n": types.BookmarkedArticlesDocument,
    "\n  fragment EvidenceBadge_article on Article {\n    studyDesign\n    sampleSize\n    isPreprint\n  }\n": types.EvidenceBadge_ArticleFragmentDoc,
    "\n  fragment ShareMenu_article on Article {\n    id\n    databaseId\n    title\n    simplifiedTitle\n    aiSummary\n  }\n": types.ShareMenu_ArticleFragmentDoc,
    "\n  query StatusAlerts {\n    statusAlerts(first: 10) {\n      unreadCount\n      alerts {\n        databaseId\n        status\n        readAt\n        article {\n          id\n          databaseId\n          title\n          simplifiedTitle\n        }\n      }\n    }\n  }\n": types.StatusAlertsDocument,
    "\n  mutation MarkStatusAlertsRead {\n    markStatusAlertsRead\n  }\n": types.MarkStatusAlertsReadDocument,
    "\n  fragment StatusBanner_article on Article {\n    status\n    statusNotice {\n      kind\n      date\n      url\n      reference\n    }\n    publishedVersion {\n      journal\n      url\n    }\n  }\n": types.StatusBanner_ArticleFragmentDoc,
    "\n  fragment StatusLabel_article on Article {\n    status\n    statusNotice {\n      kind\n      url\n    }\n  }\n": types.StatusLabel_ArticleFragmentDoc,
    "\n  fragment AuthProvider_viewer on User {\n    id\n    username\n    email\n    firstName\n    lastName\n    bio\n  }\n": types.AuthProvider_ViewerFragmentDoc,
    "\n  query Viewer {\n    me {\n      ...AuthProvider_viewer\n    }\n  }\n": types.ViewerDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      id\n      username\n    }\n  }\n": types.LoginDocument,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n": types.ResetPasswordDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n": types.ChangePasswordDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      id\n      username\n    }\n  }\n": types.RegisterDocument,
    "\n  fragment PlanStatus_status on SubscriptionStatus {\n    tier\n    hasAccess\n    status\n    currentPeriodEnd\n    cancelAtPeriodEnd\n    granted\n  }\n": types.PlanStatus_StatusFragmentDoc,
    "\n  mutation RefreshSubscriptionStatus($checkoutSessionId: String) {\n    refreshSubscriptionStatus(checkoutSessionId: $checkoutSessionId) {\n      tier\n      hasAccess\n      status\n      ...PlanStatus_status\n    }\n  }\n": types.RefreshSubscriptionStatusDocument,
    "\n  mutation CreateBillingPortalSession {\n    createBillingPortalSession {\n      url\n    }\n  }\n": types.CreateBillingPortalSessionDocument,
    "\n  mutation CreateCheckoutSession {\n    createCheckoutSession {\n      sessionId\n      url\n    }\n  }\n": types.CreateCheckoutSessionDocument,
    "\n  query SubscriptionStatus {\n    subscriptionStatus {\n      tier\n      hasAccess\n      ...PlanStatus_status\n    }\n  }\n": types.SubscriptionStatusDocument,
    "\n  query BookmarkIds($after: String) {\n    bookmarks(first: 100, after: $after) {\n      nodes {\n        articleId\n        createdAt\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.BookmarkIdsDocument,
    "\n  mutation AddBookmark($articleId: ID!) {\n    addBookmark(articleId: $articleId) {\n      articleId\n      createdAt\n    }\n  }\n": types.AddBookmarkDocument,
    "\n  mutation RemoveBookmark($articleId: ID!) {\n    removeBookmark(articleId: $articleId)\n  }\n": types.RemoveBookmarkDocument,
    "\n  fragment CommentItem_comment on Comment {\n    id\n    articleId\n    userId\n    username\n    content\n    createdAt\n  }\n": types.CommentItem_CommentFragmentDoc,
    "\n  mutation AddComment($articleId: ID!, $content: String!) {\n    addComment(articleId: $articleId, content: $content) {\n      id\n      ...CommentItem_comment\n    }\n  }\n": types.AddCommentDocument,
    "\n  mutation DeleteComment($commentId: ID!) {\n    deleteComment(commentId: $commentId) {\n      id\n      articleId\n    }\n  }\n": types.DeleteCommentDocument,
    "\n  mutation RestoreComment($commentId: ID!) {\n    restoreComment(commentId: $commentId) {\n      id\n      articleId\n      ...CommentItem_comment\n    }\n  }\n": types.RestoreCommentDocument,
    "\n  subscription CommentAdded($articleId: ID!) {\n    commentAdded(articleId: $articleId) {\n      id\n      ...CommentItem_comment\n    }\n  }\n": types.CommentAddedDocument,
    "\n  subscription CommentDeleted($articleId: ID!) {\n    commentDeleted(articleId: $articleId) {\n      id\n      articleId\n    }\n  }\n": types.CommentDeletedDocument,
    "\n  query ArticleComments($articleId: ID!, $after: String) {\n    comments(articleId: $articleId, first: 50, after: $after) {\n      nodes {\n        id\n        ...CommentItem_comment\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.ArticleCommentsDocument,
    "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input)\n  }\n": types.SendContactMessageDocument,
    "\n  fragment DigestPreview_preview on DigestPreview {\n    totalCount\n    periodStart\n    periodEnd\n    sections {\n      savedSearch {\n        id\n        name\n      }\n      totalCount\n      articles {\n        id\n        databaseId\n        title\n        simplifiedTitle\n        source\n        publishedDate\n      }\n    }\n  }\n": types.DigestPreview_PreviewFragmentDoc,
    "\n  fragment DigestSettings_preferences on EmailPreferences {\n    emailDigest\n    frequency\n    deliveryTime\n    sources {\n      PubMed\n      medRxiv\n      PLOS\n      DOAJ\n    }\n  }\n": types.DigestSettings_PreferencesFragmentDoc,
    "\n  query DigestPreview {\n    digestPreview {\n      ...DigestPreview_preview\n    }\n  }\n": types.DigestPreviewDocument,
    "\n  query EmailPreferences {\n    emailPreferences {\n      ...DigestSettings_preferences\n    }\n  }\n": types.EmailPreferencesDocument,
    "\n  mutation UpdateEmailPreferences($input: EmailPreferencesInput!) {\n    updateEmailPreferences(input: $input) {\n      emailDigest\n      frequency\n      deliveryTime\n      sources {\n        PubMed\n        medRxiv\n        PLOS\n        DOAJ\n      }\n    }\n  }\n": types.UpdateEmailPreferencesDocument,
    "\n  query SearchSuggestion($search: String!) {\n    searchSuggestion(search: $search)\n  }\n": types.SearchSuggestionDocument,
    "\n  query FeedArticles($filter: ArticleFilter, $orderBy: ArticleOrder, $first: Int!, $offset: Int) {\n    articles(filter: $filter, orderBy: $orderBy, first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        id\n        title\n        simplifiedTitle\n        publishedDate\n        viewCount\n        ...ArticleCard_article\n      }\n    }\n  }\n": types.FeedArticlesDocument,
    "\n  query FeedFilterOptions {\n    sourceCounts {\n      source\n      count\n    }\n    categories {\n      id\n      name\n      count\n    }\n  }\n": types.FeedFilterOptionsDocument,
    "\n  query FilterCounts($filter: ArticleFilter) {\n    filterCounts(filter: $filter) {\n      sources {\n        source\n        count\n      }\n      categories {\n        name\n        count\n      }\n    }\n  }\n": types.FilterCountsDocument,
    "\n  query StudyDesignCounts($filter: ArticleFilter) {\n    studyDesignCounts(filter: $filter) {\n      design\n      count\n    }\n  }\n": types.StudyDesignCountsDocument,
    "\n  query FeedNewestMatch($filter: ArticleFilter) {\n    articles(filter: $filter, first: 1) {\n      nodes {\n        id\n        publishedDate\n      }\n    }\n  }\n": types.FeedNewestMatchDocument,
    "\n  query FeedRangeCount($filter: ArticleFilter) {\n    articles(filter: $filter, first: 1) {\n      totalCount\n    }\n  }\n": types.FeedRangeCountDocument,
    "\n  query NewArticleCheck($first: Int!) {\n    articles(filter: { dateRange: LAST_24_HOURS }, first: $first) {\n      nodes {\n        id\n        createdAt\n        publishedDate\n      }\n    }\n  }\n": types.NewArticleCheckDocument,
    "\n  subscription NewPaperAdded {\n    articleAdded {\n      id\n    }\n  }\n": types.NewPaperAddedDocument,
    "\n  query PricingPlan {\n    premiumPlan {\n      unitAmount\n      currency\n      interval\n      purchasable\n    }\n  }\n": types.PricingPlanDocument,
    "\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      ...AuthProvider_viewer\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  mutation OpenSavedSearch($id: ID!) {\n    openSavedSearch(id: $id) {\n      id\n      newCount\n    }\n  }\n": types.OpenSavedSearchDocument,
    "\n  query SavedSearches {\n    me {\n      id\n      savedSearchAllowance\n      savedSearches {\n        id\n        name\n        newCount\n        feedUrl\n        filter {\n          search\n          searchScope\n          sources\n          categories\n          designs\n          peerReview\n          openAccessOnly\n          journals\n        }\n      }\n    }\n  }\n": types.SavedSearchesDocument,
    "\n  mutation SaveSearch($input: SaveSearchInput!) {\n    saveSearch(input: $input) {\n      id\n      name\n    }\n  }\n": types.SaveSearchDocument,
    "\n  mutation DeleteSavedSearch($id: ID!) {\n    deleteSavedSearch(id: $id)\n  }\n": types.DeleteSavedSearchDocument,
    "\n  mutation ResetSavedSearchFeed($id: ID!) {\n    resetSavedSearchFeed(id: $id) {\n      id\n      feedUrl\n    }\n  }\n": types.ResetSavedSearchFeedDocument,
    "\n  query ArticlePage($id: ID!) {\n    article(id: $id) {\n      id\n      title\n      simplifiedTitle\n      commentCount\n      ...ArticleDetail_article\n      ...ArticleSideCard_article\n    }\n  }\n": types.ArticlePageDocument,
    "\n  mutation RecordView($articleId: ID!) {\n    recordView(articleId: $articleId) {\n      id\n      viewCount\n    }\n  }\n": types.RecordViewDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LinkFeed($first: Int!) {\n    articles(first: $first) {\n      totalCount\n    }\n  }\n"): (typeof documents)["\n  query LinkFeed($first: Int!) {\n    articles(first: $first) {\n      totalCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LinkBookmark($articleId: ID!) {\n    addBookmark(articleId: $articleId) {\n      articleId\n    }\n  }\n"): (typeof documents)["\n  mutation LinkBookmark($articleId: ID!) {\n    addBookmark(articleId: $articleId) {\n      articleId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OfflineBookmarks {\n    bookmarks(first: 100) {\n      nodes {\n        articleId\n        article {\n          id\n          databaseId\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query OfflineBookmarks {\n    bookmarks(first: 100) {\n      nodes {\n        articleId\n        article {\n          id\n          databaseId\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AmaAnswer_answer on ArticleAnswer {\n    question\n    coverage\n    answer\n    quotes\n    provider\n    model\n    offline\n    notice\n  }\n"): (typeof documents)["\n  fragment AmaAnswer_answer on ArticleAnswer {\n    question\n    coverage\n    answer\n    quotes\n    provider\n    model\n    offline\n    notice\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ClinicalTakeawayPanel_takeaway on ClinicalTakeaway {\n    bottomLine\n    population\n    intervention\n    comparison\n    outcome\n    studyDesign\n    levelOfEvidence\n    sampleSize\n    sampleUnit\n    keyNumbers\n    caveats\n    disclaimer\n    provider\n    model\n    offline\n    notice\n  }\n"): (typeof documents)["\n  fragment ClinicalTakeawayPanel_takeaway on ClinicalTakeaway {\n    bottomLine\n    population\n    intervention\n    comparison\n    outcome\n    studyDesign\n    levelOfEvidence\n    sampleSize\n    sampleUnit\n    keyNumbers\n    caveats\n    disclaimer\n    provider\n    model\n    offline\n    notice\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AiAllowance {\n    aiAllowance {\n      questionsPerDay\n      questionsUsed\n      renewsAt\n    }\n  }\n"): (typeof documents)["\n  query AiAllowance {\n    aiAllowance {\n      questionsPerDay\n      questionsUsed\n      renewsAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AskAboutArticle($articleId: ID!, $question: String!) {\n    askAboutArticle(articleId: $articleId, question: $question) {\n      ...AmaAnswer_answer\n    }\n  }\n"): (typeof documents)["\n  mutation AskAboutArticle($articleId: ID!, $question: String!) {\n    askAboutArticle(articleId: $articleId, question: $question) {\n      ...AmaAnswer_answer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GenerateClinicalTakeaway($articleId: ID!) {\n    generateClinicalTakeaway(articleId: $articleId) {\n      articleId\n      ...ClinicalTakeawayPanel_takeaway\n    }\n  }\n"): (typeof documents)["\n  mutation GenerateClinicalTakeaway($articleId: ID!) {\n    generateClinicalTakeaway(articleId: $articleId) {\n      articleId\n      ...ClinicalTakeawayPanel_takeaway\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiKeys {\n    me {\n      id\n      apiKeys {\n        id\n        name\n        prefix\n        scopes\n        createdAt\n        lastUsedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query ApiKeys {\n    me {\n      id\n      apiKeys {\n        id\n        name\n        prefix\n        scopes\n        createdAt\n        lastUsedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateApiKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      secret\n      apiKey {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateApiKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      secret\n      apiKey {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ArticleCard_article on Article {\n    id\n    databaseId\n    title\n    simplifiedTitle\n    source\n    categories\n    publishedDate\n    isPreprint\n    isOpenAccess\n    journal\n    authors\n    aiSummary\n    summary {\n      provider\n    }\n    sourceUrl\n    viewCount\n    commentCount\n    ...ShareMenu_article\n    ...EvidenceBadge_article\n    ...StatusLabel_article\n  }\n"): (typeof documents)["\n  fragment ArticleCard_article on Article {\n    id\n    databaseId\n    title\n    simplifiedTitle\n    source\n    categories\n    publishedDate\n    isPreprint\n    isOpenAccess\n    journal\n    authors\n    aiSummary\n    summary {\n      provider\n    }\n    sourceUrl\n    viewCount\n    commentCount\n    ...ShareMenu_article\n    ...EvidenceBadge_article\n    ...StatusLabel_article\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ArticleDetail_article on Article {\n    id\n    title\n    simplifiedTitle\n    source\n    categories\n    publishedDate\n    viewCount\n    commentCount\n    authors\n    journal\n    aiSummary\n    summary {\n      provider\n      readingLevel {\n        label\n      }\n    }\n    detailed: summary(level: DETAILED) {\n      text\n      readingLevel {\n        label\n      }\n    }\n    abstract\n    abstractSections {\n      label\n      text\n    }\n    sourceUrl\n    ...ShareMenu_article\n    ...StatusBanner_article\n    ...EvidenceBadge_article\n  }\n"): (typeof documents)["\n  fragment ArticleDetail_article on Article {\n    id\n    title\n    simplifiedTitle\n    source\n    categories\n    publishedDate\n    viewCount\n    commentCount\n    authors\n    journal\n    aiSummary\n    summary {\n      provider\n      readingLevel {\n        label\n      }\n    }\n    detailed: summary(level: DETAILED) {\n      text\n      readingLevel {\n        label\n      }\n    }\n    abstract\n    abstractSections {\n      label\n      text\n    }\n    sourceUrl\n    ...ShareMenu_article\n    ...StatusBanner_article\n    ...EvidenceBadge_article\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ArticleSideCard_article on Article {\n    id\n    source\n    categories\n    publishedDate\n    journal\n    doi\n    pmid\n    isOpenAccess\n    isPreprint\n    sourceUrl\n  }\n"): (typeof documents)["\n  fragment ArticleSideCard_article on Article {\n    id\n    source\n    categories\n    publishedDate\n    journal\n    doi\n    pmid\n    isOpenAccess\n    isPreprint\n    sourceUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookmarkedArticles($after: String) {\n    bookmarkedArticles(first: 20, after: $after) {\n      nodes {\n        id\n        ...ArticleCard_article\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n"): (typeof documents)["\n  query BookmarkedArticles($after: String) {\n    bookmarkedArticles(first: 20, after: $after) {\n      nodes {\n        id\n        ...ArticleCard_article\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EvidenceBadge_article on Article {\n    studyDesign\n    sampleSize\n    isPreprint\n  }\n"): (typeof documents)["\n  fragment EvidenceBadge_article on Article {\n    studyDesign\n    sampleSize\n    isPreprint\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ShareMenu_article on Article {\n    id\n    databaseId\n    title\n    simplifiedTitle\n    aiSummary\n  }\n"): (typeof documents)["\n  fragment ShareMenu_article on Article {\n    id\n    databaseId\n    title\n    simplifiedTitle\n    aiSummary\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StatusAlerts {\n    statusAlerts(first: 10) {\n      unreadCount\n      alerts {\n        databaseId\n        status\n        readAt\n        article {\n          id\n          databaseId\n          title\n          simplifiedTitle\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query StatusAlerts {\n    statusAlerts(first: 10) {\n      unreadCount\n      alerts {\n        databaseId\n        status\n        readAt\n        article {\n          id\n          databaseId\n          title\n          simplifiedTitle\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkStatusAlertsRead {\n    markStatusAlertsRead\n  }\n"): (typeof documents)["\n  mutation MarkStatusAlertsRead {\n    markStatusAlertsRead\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StatusBanner_article on Article {\n    status\n    statusNotice {\n      kind\n      date\n      url\n      reference\n    }\n    publishedVersion {\n      journal\n      url\n    }\n  }\n"): (typeof documents)["\n  fragment StatusBanner_article on Article {\n    status\n    statusNotice {\n      kind\n      date\n      url\n      reference\n    }\n    publishedVersion {\n      journal\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StatusLabel_article on Article {\n    status\n    statusNotice {\n      kind\n      url\n    }\n  }\n"): (typeof documents)["\n  fragment StatusLabel_article on Article {\n    status\n    statusNotice {\n      kind\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AuthProvider_viewer on User {\n    id\n    username\n    email\n    firstName\n    lastName\n    bio\n  }\n"): (typeof documents)["\n  fragment AuthProvider_viewer on User {\n    id\n    username\n    email\n    firstName\n    lastName\n    bio\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Viewer {\n    me {\n      ...AuthProvider_viewer\n    }\n  }\n"): (typeof documents)["\n  query Viewer {\n    me {\n      ...AuthProvider_viewer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      id\n      username\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      id\n      username\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n"): (typeof documents)["\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n"): (typeof documents)["\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      id\n      username\n    }\n  }\n"): (typeof documents)["\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      id\n      username\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PlanStatus_status on SubscriptionStatus {\n    tier\n    hasAccess\n    status\n    currentPeriodEnd\n    cancelAtPeriodEnd\n    granted\n  }\n"): (typeof documents)["\n  fragment PlanStatus_status on SubscriptionStatus {\n    tier\n    hasAccess\n    status\n    currentPeriodEnd\n    cancelAtPeriodEnd\n    granted\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefreshSubscriptionStatus($checkoutSessionId: String) {\n    refreshSubscriptionStatus(checkoutSessionId: $checkoutSessionId) {\n      tier\n      hasAccess\n      status\n      ...PlanStatus_status\n    }\n  }\n"): (typeof documents)["\n  mutation RefreshSubscriptionStatus($checkoutSessionId: String) {\n    refreshSubscriptionStatus(checkoutSessionId: $checkoutSessionId) {\n      tier\n      hasAccess\n      status\n      ...PlanStatus_status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateBillingPortalSession {\n    createBillingPortalSession {\n      url\n    }\n  }\n"): (typeof documents)["\n  mutation CreateBillingPortalSession {\n    createBillingPortalSession {\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCheckoutSession {\n    createCheckoutSession {\n      sessionId\n      url\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCheckoutSession {\n    createCheckoutSession {\n      sessionId\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SubscriptionStatus {\n    subscriptionStatus {\n      tier\n      hasAccess\n      ...PlanStatus_status\n    }\n  }\n"): (typeof documents)["\n  query SubscriptionStatus {\n    subscriptionStatus {\n      tier\n      hasAccess\n      ...PlanStatus_status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookmarkIds($after: String) {\n    bookmarks(first: 100, after: $after) {\n      nodes {\n        articleId\n        createdAt\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query BookmarkIds($after: String) {\n    bookmarks(first: 100, after: $after) {\n      nodes {\n        articleId\n        createdAt\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddBookmark($articleId: ID!) {\n    addBookmark(articleId: $articleId) {\n      articleId\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  mutation AddBookmark($articleId: ID!) {\n    addBookmark(articleId: $articleId) {\n      articleId\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveBookmark($articleId: ID!) {\n    removeBookmark(articleId: $articleId)\n  }\n"): (typeof documents)["\n  mutation RemoveBookmark($articleId: ID!) {\n    removeBookmark(articleId: $articleId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CommentItem_comment on Comment {\n    id\n    articleId\n    userId\n    username\n    content\n    createdAt\n  }\n"): (typeof documents)["\n  fragment CommentItem_comment on Comment {\n    id\n    articleId\n    userId\n    username\n    content\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddComment($articleId: ID!, $content: String!) {\n    addComment(articleId: $articleId, content: $content) {\n      id\n      ...CommentItem_comment\n    }\n  }\n"): (typeof documents)["\n  mutation AddComment($articleId: ID!, $content: String!) {\n    addComment(articleId: $articleId, content: $content) {\n      id\n      ...CommentItem_comment\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteComment($commentId: ID!) {\n    deleteComment(commentId: $commentId) {\n      id\n      articleId\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteComment($commentId: ID!) {\n    deleteComment(commentId: $commentId) {\n      id\n      articleId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreComment($commentId: ID!) {\n    restoreComment(commentId: $commentId) {\n      id\n      articleId\n      ...CommentItem_comment\n    }\n  }\n"): (typeof documents)["\n  mutation RestoreComment($commentId: ID!) {\n    restoreComment(commentId: $commentId) {\n      id\n      articleId\n      ...CommentItem_comment\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription CommentAdded($articleId: ID!) {\n    commentAdded(articleId: $articleId) {\n      id\n      ...CommentItem_comment\n    }\n  }\n"): (typeof documents)["\n  subscription CommentAdded($articleId: ID!) {\n    commentAdded(articleId: $articleId) {\n      id\n      ...CommentItem_comment\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription CommentDeleted($articleId: ID!) {\n    commentDeleted(articleId: $articleId) {\n      id\n      articleId\n    }\n  }\n"): (typeof documents)["\n  subscription CommentDeleted($articleId: ID!) {\n    commentDeleted(articleId: $articleId) {\n      id\n      articleId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ArticleComments($articleId: ID!, $after: String) {\n    comments(articleId: $articleId, first: 50, after: $after) {\n      nodes {\n        id\n        ...CommentItem_comment\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query ArticleComments($articleId: ID!, $after: String) {\n    comments(articleId: $articleId, first: 50, after: $after) {\n      nodes {\n        id\n        ...CommentItem_comment\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input)\n  }\n"): (typeof documents)["\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DigestPreview_preview on DigestPreview {\n    totalCount\n    periodStart\n    periodEnd\n    sections {\n      savedSearch {\n        id\n        name\n      }\n      totalCount\n      articles {\n        id\n        databaseId\n        title\n        simplifiedTitle\n        source\n        publishedDate\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment DigestPreview_preview on DigestPreview {\n    totalCount\n    periodStart\n    periodEnd\n    sections {\n      savedSearch {\n        id\n        name\n      }\n      totalCount\n      articles {\n        id\n        databaseId\n        title\n        simplifiedTitle\n        source\n        publishedDate\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DigestSettings_preferences on EmailPreferences {\n    emailDigest\n    frequency\n    deliveryTime\n    sources {\n      PubMed\n      medRxiv\n      PLOS\n      DOAJ\n    }\n  }\n"): (typeof documents)["\n  fragment DigestSettings_preferences on EmailPreferences {\n    emailDigest\n    frequency\n    deliveryTime\n    sources {\n      PubMed\n      medRxiv\n      PLOS\n      DOAJ\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DigestPreview {\n    digestPreview {\n      ...DigestPreview_preview\n    }\n  }\n"): (typeof documents)["\n  query DigestPreview {\n    digestPreview {\n      ...DigestPreview_preview\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EmailPreferences {\n    emailPreferences {\n      ...DigestSettings_preferences\n    }\n  }\n"): (typeof documents)["\n  query EmailPreferences {\n    emailPreferences {\n      ...DigestSettings_preferences\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateEmailPreferences($input: EmailPreferencesInput!) {\n    updateEmailPreferences(input: $input) {\n      emailDigest\n      frequency\n      deliveryTime\n      sources {\n        PubMed\n        medRxiv\n        PLOS\n        DOAJ\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateEmailPreferences($input: EmailPreferencesInput!) {\n    updateEmailPreferences(input: $input) {\n      emailDigest\n      frequency\n      deliveryTime\n      sources {\n        PubMed\n        medRxiv\n        PLOS\n        DOAJ\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchSuggestion($search: String!) {\n    searchSuggestion(search: $search)\n  }\n"): (typeof documents)["\n  query SearchSuggestion($search: String!) {\n    searchSuggestion(search: $search)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FeedArticles($filter: ArticleFilter, $orderBy: ArticleOrder, $first: Int!, $offset: Int) {\n    articles(filter: $filter, orderBy: $orderBy, first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        id\n        title\n        simplifiedTitle\n        publishedDate\n        viewCount\n        ...ArticleCard_article\n      }\n    }\n  }\n"): (typeof documents)["\n  query FeedArticles($filter: ArticleFilter, $orderBy: ArticleOrder, $first: Int!, $offset: Int) {\n    articles(filter: $filter, orderBy: $orderBy, first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        id\n        title\n        simplifiedTitle\n        publishedDate\n        viewCount\n        ...ArticleCard_article\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FeedFilterOptions {\n    sourceCounts {\n      source\n      count\n    }\n    categories {\n      id\n      name\n      count\n    }\n  }\n"): (typeof documents)["\n  query FeedFilterOptions {\n    sourceCounts {\n      source\n      count\n    }\n    categories {\n      id\n      name\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FilterCounts($filter: ArticleFilter) {\n    filterCounts(filter: $filter) {\n      sources {\n        source\n        count\n      }\n      categories {\n        name\n        count\n      }\n    }\n  }\n"): (typeof documents)["\n  query FilterCounts($filter: ArticleFilter) {\n    filterCounts(filter: $filter) {\n      sources {\n        source\n        count\n      }\n      categories {\n        name\n        count\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StudyDesignCounts($filter: ArticleFilter) {\n    studyDesignCounts(filter: $filter) {\n      design\n      count\n    }\n  }\n"): (typeof documents)["\n  query StudyDesignCounts($filter: ArticleFilter) {\n    studyDesignCounts(filter: $filter) {\n      design\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FeedNewestMatch($filter: ArticleFilter) {\n    articles(filter: $filter, first: 1) {\n      nodes {\n        id\n        publishedDate\n      }\n    }\n  }\n"): (typeof documents)["\n  query FeedNewestMatch($filter: ArticleFilter) {\n    articles(filter: $filter, first: 1) {\n      nodes {\n        id\n        publishedDate\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FeedRangeCount($filter: ArticleFilter) {\n    articles(filter: $filter, first: 1) {\n      totalCount\n    }\n  }\n"): (typeof documents)["\n  query FeedRangeCount($filter: ArticleFilter) {\n    articles(filter: $filter, first: 1) {\n      totalCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewArticleCheck($first: Int!) {\n    articles(filter: { dateRange: LAST_24_HOURS }, first: $first) {\n      nodes {\n        id\n        createdAt\n        publishedDate\n      }\n    }\n  }\n"): (typeof documents)["\n  query NewArticleCheck($first: Int!) {\n    articles(filter: { dateRange: LAST_24_HOURS }, first: $first) {\n      nodes {\n        id\n        createdAt\n        publishedDate\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription NewPaperAdded {\n    articleAdded {\n      id\n    }\n  }\n"): (typeof documents)["\n  subscription NewPaperAdded {\n    articleAdded {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PricingPlan {\n    premiumPlan {\n      unitAmount\n      currency\n      interval\n      purchasable\n    }\n  }\n"): (typeof documents)["\n  query PricingPlan {\n    premiumPlan {\n      unitAmount\n      currency\n      interval\n      purchasable\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      ...AuthProvider_viewer\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      ...AuthProvider_viewer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OpenSavedSearch($id: ID!) {\n    openSavedSearch(id: $id) {\n      id\n      newCount\n    }\n  }\n"): (typeof documents)["\n  mutation OpenSavedSearch($id: ID!) {\n    openSavedSearch(id: $id) {\n      id\n      newCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SavedSearches {\n    me {\n      id\n      savedSearchAllowance\n      savedSearches {\n        id\n        name\n        newCount\n        feedUrl\n        filter {\n          search\n          searchScope\n          sources\n          categories\n          designs\n          peerReview\n          openAccessOnly\n          journals\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SavedSearches {\n    me {\n      id\n      savedSearchAllowance\n      savedSearches {\n        id\n        name\n        newCount\n        feedUrl\n        filter {\n          search\n          searchScope\n          sources\n          categories\n          designs\n          peerReview\n          openAccessOnly\n          journals\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveSearch($input: SaveSearchInput!) {\n    saveSearch(input: $input) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation SaveSearch($input: SaveSearchInput!) {\n    saveSearch(input: $input) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteSavedSearch($id: ID!) {\n    deleteSavedSearch(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteSavedSearch($id: ID!) {\n    deleteSavedSearch(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetSavedSearchFeed($id: ID!) {\n    resetSavedSearchFeed(id: $id) {\n      id\n      feedUrl\n    }\n  }\n"): (typeof documents)["\n  mutation ResetSavedSearchFeed($id: ID!) {\n    resetSavedSearchFeed(id: $id) {\n      id\n      feedUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ArticlePage($id: ID!) {\n    article(id: $id) {\n      id\n      title\n      simplifiedTitle\n      commentCount\n      ...ArticleDetail_article\n      ...ArticleSideCard_article\n    }\n  }\n"): (typeof documents)["\n  query ArticlePage($id: ID!) {\n    article(id: $id) {\n      id\n      title\n      simplifiedTitle\n      commentCount\n      ...ArticleDetail_article\n      ...ArticleSideCard_article\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordView($articleId: ID!) {\n    recordView(articleId: $articleId) {\n      id\n      viewCount\n    }\n  }\n"): (typeof documents)["\n  mutation RecordView($articleId: ID!) {\n    recordView(articleId: $articleId) {\n      id\n      viewCount\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;