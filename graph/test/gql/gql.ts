/* eslint-disable */
import * as types from './graphql.js';
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
    "\n  mutation AmaAsk($id: ID!, $q: String!) {\n    askAboutArticle(articleId: $id, question: $q) {\n      articleId\n      question\n      coverage\n      answer\n      quotes\n      provider\n      model\n      offline\n      notice\n      response\n      answeredAt\n    }\n  }\n": typeof types.AmaAskDocument,
    "\n  query AmaAllowance {\n    aiAllowance {\n      questionsPerDay\n      questionsUsed\n      tokensPerDay\n      tokensUsed\n      renewsAt\n    }\n  }\n": typeof types.AmaAllowanceDocument,
    "\n  mutation Takeaway($id: ID!) {\n    generateClinicalTakeaway(articleId: $id) {\n      articleId\n      bottomLine\n      population\n      intervention\n      comparison\n      outcome\n      studyDesign\n      levelOfEvidence\n      sampleSize\n      sampleUnit\n      keyNumbers\n      caveats\n      disclaimer\n      provider\n      model\n      generatedAt\n      offline\n      notice\n      text\n    }\n  }\n": typeof types.TakeawayDocument,
    "\n  subscription ArticleAdded($filter: ArticleFilter) {\n    articleAdded(filter: $filter) {\n      id\n      databaseId\n      title\n      simplifiedTitle\n    }\n  }\n": typeof types.ArticleAddedDocument,
    "\n  query FilteredFeed($filter: ArticleFilter, $first: Int) {\n    articles(filter: $filter, first: $first) {\n      totalCount\n      nodes {\n        id\n        title\n        authors\n        journal\n        isPreprint\n        peerReviewed\n        isOpenAccess\n        studyDesign\n        studyDesignRule\n        sampleSize\n      }\n    }\n  }\n": typeof types.FilteredFeedDocument,
    "\n  query DesignCounts($filter: ArticleFilter) {\n    studyDesignCounts(filter: $filter) {\n      design\n      count\n    }\n  }\n": typeof types.DesignCountsDocument,
    "\n  query FilterCounts($filter: ArticleFilter) {\n    filterCounts(filter: $filter) {\n      sources {\n        source\n        count\n      }\n      categories {\n        name\n        count\n      }\n    }\n  }\n": typeof types.FilterCountsDocument,
    "\n  query Feed($filter: ArticleFilter, $orderBy: ArticleOrder, $first: Int, $after: String, $offset: Int) {\n    articles(filter: $filter, orderBy: $orderBy, first: $first, after: $after, offset: $offset) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          title\n          simplifiedTitle\n          source\n          publishedDate\n          viewCount\n          categories\n        }\n      }\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        startCursor\n        endCursor\n      }\n    }\n  }\n": typeof types.FeedDocument,
    "\n  query FeedTitles($first: Int) {\n    articles(first: $first) {\n      edges {\n        node {\n          title\n        }\n      }\n    }\n  }\n": typeof types.FeedTitlesDocument,
    "\n  fragment FeedCard on Article {\n    id\n    publishedDate\n    peerReviewed\n    ... on Article {\n      summary {\n        provider\n        generatedAt\n      }\n      categories\n    }\n  }\n": typeof types.FeedCardFragmentDoc,
    "\n  query FeedThroughFragments {\n    articles(first: 100) {\n      nodes {\n        ...FeedCard\n        viewerHasBookmarked\n      }\n    }\n  }\n": typeof types.FeedThroughFragmentsDocument,
    "\n  query ArticleCard($id: ID!) {\n    article(id: $id) {\n      id\n      publishedDate\n      peerReviewed\n      summary {\n        provider\n        generatedAt\n      }\n      categories\n      viewerHasBookmarked\n    }\n  }\n": typeof types.ArticleCardDocument,
    "\n  mutation RecordView($id: ID!) {\n    recordView(articleId: $id) {\n      id\n      viewCount\n    }\n  }\n": typeof types.RecordViewDocument,
    "\n  query Categories {\n    categories {\n      id\n      name\n      slug\n      count\n    }\n  }\n": typeof types.CategoriesDocument,
    "\n  query AuthorsAndJournals {\n    articles(first: 100) {\n      edges {\n        node {\n          id\n          authorList\n          journal\n        }\n      }\n    }\n  }\n": typeof types.AuthorsAndJournalsDocument,
    "\n  query ArticleById($id: ID!) {\n    article(id: $id) {\n      id\n      title\n      categories\n    }\n  }\n": typeof types.ArticleByIdDocument,
    "\n  query SourceCounts {\n    sourceCounts {\n      source\n      count\n    }\n  }\n": typeof types.SourceCountsDocument,
    "\n  query Suggestion($search: String!) {\n    searchSuggestion(search: $search)\n  }\n": typeof types.SuggestionDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      id\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      id\n    }\n  }\n": typeof types.LoginDocument,
    "\n  query Me {\n    me {\n      username\n      email\n    }\n  }\n": typeof types.MeDocument,
    "\n  query MeId {\n    me {\n      id\n    }\n  }\n": typeof types.MeIdDocument,
    "\n  mutation ClearBio {\n    updateProfile(input: { bio: \"\" }) {\n      bio\n      firstName\n    }\n  }\n": typeof types.ClearBioDocument,
    "\n  mutation TestRequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": typeof types.TestRequestPasswordResetDocument,
    "\n  mutation TestResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n": typeof types.TestResetPasswordDocument,
    "\n  mutation TestChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n": typeof types.TestChangePasswordDocument,
    "\n  query TestPasswordMe {\n    me {\n      username\n    }\n  }\n": typeof types.TestPasswordMeDocument,
    "\n  query BillingStatus {\n    subscriptionStatus {\n      tier\n      hasAccess\n      status\n      granted\n    }\n  }\n": typeof types.BillingStatusDocument,
    "\n  mutation BillingRefresh($id: String) {\n    refreshSubscriptionStatus(checkoutSessionId: $id) {\n      tier\n      hasAccess\n    }\n  }\n": typeof types.BillingRefreshDocument,
    "\n  mutation BillingCheckout {\n    createCheckoutSession {\n      sessionId\n      url\n    }\n  }\n": typeof types.BillingCheckoutDocument,
    "\n  mutation BillingPortal {\n    createBillingPortalSession {\n      url\n    }\n  }\n": typeof types.BillingPortalDocument,
    "\n  query BillingPlan {\n    premiumPlan {\n      unitAmount\n      purchasable\n    }\n  }\n": typeof types.BillingPlanDocument,
    "\n  query PremiumPlan {\n    premiumPlan {\n      unitAmount\n      currency\n      interval\n      purchasable\n    }\n  }\n": typeof types.PremiumPlanDocument,
    "\n  mutation AddBookmark($articleId: ID!) {\n    addBookmark(articleId: $articleId) {\n      articleId\n      article {\n        id\n      }\n    }\n  }\n": typeof types.AddBookmarkDocument,
    "\n  query BookmarkedArticles {\n    bookmarkedArticles {\n      nodes {\n        id\n      }\n    }\n  }\n": typeof types.BookmarkedArticlesDocument,
    "\n  query Bookmarks {\n    bookmarks {\n      nodes {\n        articleId\n      }\n    }\n  }\n": typeof types.BookmarksDocument,
    "\n  query FeedWithBookmarks($first: Int) {\n    articles(first: $first, orderBy: NEWEST) {\n      edges {\n        node {\n          id\n          viewerHasBookmarked\n          categories\n          commentCount\n          viewCount\n        }\n      }\n    }\n  }\n": typeof types.FeedWithBookmarksDocument,
    "\n  query BookmarkPage($first: Int, $after: String) {\n    bookmarks(first: $first, after: $after) {\n      nodes {\n        articleId\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n    bookmarkedArticles(first: $first, after: $after) {\n      nodes {\n        id\n      }\n      totalCount\n    }\n  }\n": typeof types.BookmarkPageDocument,
    "\n  subscription CommentAdded($articleId: ID!) {\n    commentAdded(articleId: $articleId) {\n      id\n      content\n      username\n      articleId\n    }\n  }\n": typeof types.CommentAddedDocument,
    "\n  subscription CommentDeleted($articleId: ID!) {\n    commentDeleted(articleId: $articleId) {\n      id\n      articleId\n    }\n  }\n": typeof types.CommentDeletedDocument,
    "\n  query LiveViewer {\n    me {\n      username\n    }\n  }\n": typeof types.LiveViewerDocument,
    "\n  query Comments($articleId: ID!) {\n    comments(articleId: $articleId) {\n      nodes {\n        username\n        content\n        userId\n        articleId\n        createdAt\n      }\n    }\n  }\n": typeof types.CommentsDocument,
    "\n  mutation AddComment($articleId: ID!, $content: String!) {\n    addComment(articleId: $articleId, content: $content) {\n      id\n    }\n  }\n": typeof types.AddCommentDocument,
    "\n  mutation DeleteComment($commentId: ID!) {\n    deleteComment(commentId: $commentId) {\n      id\n    }\n  }\n": typeof types.DeleteCommentDocument,
    "\n  mutation RestoreComment($commentId: ID!) {\n    restoreComment(commentId: $commentId) {\n      databaseId\n      content\n      createdAt\n    }\n  }\n": typeof types.RestoreCommentDocument,
    "\n  query CommentPage($articleId: ID!, $first: Int, $after: String) {\n    comments(articleId: $articleId, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          content\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n": typeof types.CommentPageDocument,
    "\n  mutation TestSendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input)\n  }\n": typeof types.TestSendContactMessageDocument,
    "\n  query DigestPreviewSources {\n    digestPreview {\n      totalCount\n      periodKey\n      periodStart\n      articles {\n        source\n      }\n      sections {\n        savedSearch {\n          name\n        }\n        totalCount\n        articles {\n          databaseId\n          source\n        }\n      }\n    }\n  }\n": typeof types.DigestPreviewSourcesDocument,
    "\n  query DigestPreferences {\n    emailPreferences {\n      emailDigest\n      frequency\n      deliveryTime\n      sources {\n        PubMed\n        medRxiv\n        PLOS\n        DOAJ\n      }\n    }\n  }\n": typeof types.DigestPreferencesDocument,
    "\n  query ExportArticles($format: ExportFormat!, $filter: ArticleFilter, $orderBy: ArticleOrder) {\n    exportArticles(format: $format, filter: $filter, orderBy: $orderBy) {\n      filename\n      contentType\n      content\n      count\n      truncated\n    }\n  }\n": typeof types.ExportArticlesDocument,
    "\n  query ExportBookmarks($format: ExportFormat!) {\n    exportBookmarks(format: $format) {\n      filename\n      contentType\n      content\n      count\n      truncated\n    }\n  }\n": typeof types.ExportBookmarksDocument,
    "\n  query NodeArticle($id: ID!) {\n    node(id: $id) {\n      __typename\n      id\n      ... on Article {\n        databaseId\n        title\n      }\n    }\n  }\n": typeof types.NodeArticleDocument,
    "\n  query NodesInOrder($ids: [ID!]!) {\n    nodes(ids: $ids) {\n      __typename\n      id\n      ... on Comment {\n        databaseId\n        content\n        articleId\n      }\n      ... on Bookmark {\n        databaseId\n        articleId\n      }\n      ... on User {\n        databaseId\n        username\n      }\n      ... on Article {\n        databaseId\n      }\n    }\n  }\n": typeof types.NodesInOrderDocument,
    "\n  query ArticleByAnyId($id: ID!) {\n    article(id: $id) {\n      id\n      databaseId\n    }\n  }\n": typeof types.ArticleByAnyIdDocument,
    "\n  mutation CommentOnNode($articleId: ID!, $content: String!) {\n    addComment(articleId: $articleId, content: $content) {\n      id\n      databaseId\n      articleId\n      userId\n    }\n  }\n": typeof types.CommentOnNodeDocument,
    "\n  mutation BookmarkNode($articleId: ID!) {\n    addBookmark(articleId: $articleId) {\n      id\n      databaseId\n      articleId\n    }\n  }\n": typeof types.BookmarkNodeDocument,
    "\n  mutation DeleteCommentNode($commentId: ID!) {\n    deleteComment(commentId: $commentId) {\n      id\n    }\n  }\n": typeof types.DeleteCommentNodeDocument,
    "\n  query MeNode {\n    me {\n      id\n      databaseId\n    }\n  }\n": typeof types.MeNodeDocument,
    "\n  mutation RetractedTakeaway($id: ID!) {\n    generateClinicalTakeaway(articleId: $id) {\n      bottomLine\n    }\n  }\n": typeof types.RetractedTakeawayDocument,
    "\n  mutation RetractedQuestion($id: ID!, $question: String!) {\n    askAboutArticle(articleId: $id, question: $question) {\n      answer\n    }\n  }\n": typeof types.RetractedQuestionDocument,
    "\n  query ArticleStatus($id: ID!) {\n    article(id: $id) {\n      databaseId\n      status\n      statusChangedAt\n      notices {\n        kind\n        date\n        pmid\n        doi\n        url\n        reference\n      }\n      publishedVersion {\n        doi\n        journal\n        url\n      }\n      statusNotice {\n        kind\n        url\n      }\n    }\n  }\n": typeof types.ArticleStatusDocument,
    "\n  query FeedStatus($filter: ArticleFilter) {\n    articles(first: 100, filter: $filter) {\n      totalCount\n      nodes {\n        databaseId\n        status\n        notices {\n          kind\n        }\n        publishedVersion {\n          journal\n        }\n      }\n    }\n  }\n": typeof types.FeedStatusDocument,
    "\n  query StatusAlerts {\n    statusAlerts {\n      unreadCount\n      alerts {\n        status\n        readAt\n        article {\n          databaseId\n          status\n        }\n      }\n    }\n  }\n": typeof types.StatusAlertsDocument,
    "\n  mutation MarkStatusAlertsRead {\n    markStatusAlertsRead\n  }\n": typeof types.MarkStatusAlertsReadDocument,
    "\n  query StoredSummary($id: ID!) {\n    article(id: $id) {\n      aiSummary\n      summary {\n        provider\n        readingGrade\n        readingDifficulty\n        numbersTraceable\n        qualityFlag\n      }\n    }\n  }\n": typeof types.StoredSummaryDocument,
    "\n  query SummaryReadingLevels($id: ID!) {\n    article(id: $id) {\n      plain: summary {\n        text\n        readingGrade\n        readingDifficulty\n        readingLevel {\n          grade\n          college\n          label\n        }\n      }\n      detailed: summary(level: DETAILED) {\n        text\n        readingGrade\n        readingDifficulty\n        readingLevel {\n          grade\n          college\n          label\n        }\n      }\n    }\n  }\n": typeof types.SummaryReadingLevelsDocument,
    "\n  query SummaryLevels($id: ID!) {\n    article(id: $id) {\n      plain: summary {\n        level\n        text\n        provider\n      }\n      detailed: summary(level: DETAILED) {\n        level\n        text\n        provider\n        numbersTraceable\n      }\n    }\n  }\n": typeof types.SummaryLevelsDocument,
    "\n  query AuthzStatusAlerts {\n    statusAlerts {\n      unreadCount\n      alerts {\n        status\n      }\n    }\n  }\n": typeof types.AuthzStatusAlertsDocument,
    "\n  mutation AuthzMarkStatusAlertsRead {\n    markStatusAlertsRead\n  }\n": typeof types.AuthzMarkStatusAlertsReadDocument,
    "\n  mutation AuthzChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n": typeof types.AuthzChangePasswordDocument,
    "\n  mutation AuthzSaveSearch($input: SaveSearchInput!) {\n    saveSearch(input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.AuthzSaveSearchDocument,
    "\n  mutation AuthzUpdateSavedSearch($id: ID!) {\n    updateSavedSearch(id: $id, input: { name: \"Mine now\" }) {\n      id\n    }\n  }\n": typeof types.AuthzUpdateSavedSearchDocument,
    "\n  mutation AuthzOpenSavedSearch($id: ID!) {\n    openSavedSearch(id: $id) {\n      id\n    }\n  }\n": typeof types.AuthzOpenSavedSearchDocument,
    "\n  mutation AuthzResetSavedSearchFeed($id: ID!) {\n    resetSavedSearchFeed(id: $id) {\n      id\n    }\n  }\n": typeof types.AuthzResetSavedSearchFeedDocument,
    "\n  mutation AuthzDeleteSavedSearch($id: ID!) {\n    deleteSavedSearch(id: $id)\n  }\n": typeof types.AuthzDeleteSavedSearchDocument,
    "\n  mutation AuthzCreateApiKey {\n    createApiKey(input: { name: \"Bob's script\", scopes: [READ] }) {\n      apiKey {\n        id\n        name\n      }\n    }\n  }\n": typeof types.AuthzCreateApiKeyDocument,
    "\n  mutation AuthzRevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      id\n    }\n  }\n": typeof types.AuthzRevokeApiKeyDocument,
    "\n  mutation AuthzCreateWebhook($savedSearchId: ID!) {\n    createWebhook(input: { savedSearchId: $savedSearchId, url: \"https://example.org/hooks\" }) {\n      secret\n    }\n  }\n": typeof types.AuthzCreateWebhookDocument,
    "\n  mutation AuthzDeleteWebhook($id: ID!) {\n    deleteWebhook(id: $id)\n  }\n": typeof types.AuthzDeleteWebhookDocument,
    "\n  mutation AuthzRedeliverWebhookDelivery($id: ID!) {\n    redeliverWebhookDelivery(id: $id) {\n      id\n    }\n  }\n": typeof types.AuthzRedeliverWebhookDeliveryDocument,
    "\n  query AuthzStudyDesignCounts {\n    studyDesignCounts {\n      design\n      count\n    }\n  }\n": typeof types.AuthzStudyDesignCountsDocument,
    "\n  query AuthzNode($id: ID!) {\n    node(id: $id) {\n      id\n    }\n  }\n": typeof types.AuthzNodeDocument,
    "\n  query AuthzNodes($ids: [ID!]!) {\n    nodes(ids: $ids) {\n      id\n    }\n  }\n": typeof types.AuthzNodesDocument,
    "\n  mutation AuthzDeleteComment($commentId: ID!) {\n    deleteComment(commentId: $commentId) {\n      id\n    }\n  }\n": typeof types.AuthzDeleteCommentDocument,
    "\n  mutation AuthzRestoreComment($commentId: ID!) {\n    restoreComment(commentId: $commentId) {\n      id\n    }\n  }\n": typeof types.AuthzRestoreCommentDocument,
    "\n  mutation AuthzRemoveBookmark($articleId: ID!) {\n    removeBookmark(articleId: $articleId)\n  }\n": typeof types.AuthzRemoveBookmarkDocument,
    "\n  query AuthzBookmarks {\n    bookmarks {\n      nodes {\n        articleId\n      }\n    }\n  }\n": typeof types.AuthzBookmarksDocument,
    "\n  query AuthzBookmarkedArticles {\n    bookmarkedArticles {\n      nodes {\n        id\n      }\n    }\n  }\n": typeof types.AuthzBookmarkedArticlesDocument,
    "\n  query AuthzSubscriptionStatus {\n    subscriptionStatus {\n      tier\n      hasAccess\n    }\n  }\n": typeof types.AuthzSubscriptionStatusDocument,
    "\n  mutation AuthzUpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      username\n    }\n  }\n": typeof types.AuthzUpdateProfileDocument,
    "\n  mutation AuthzRefreshSubscriptionStatus($checkoutSessionId: String) {\n    refreshSubscriptionStatus(checkoutSessionId: $checkoutSessionId) {\n      hasAccess\n    }\n  }\n": typeof types.AuthzRefreshSubscriptionStatusDocument,
    "\n  mutation AuthzBillingPortal {\n    createBillingPortalSession {\n      url\n    }\n  }\n": typeof types.AuthzBillingPortalDocument,
    "\n  mutation AuthzCheckout {\n    createCheckoutSession {\n      sessionId\n    }\n  }\n": typeof types.AuthzCheckoutDocument,
    "\n  mutation AuthzTakeaway($articleId: ID!) {\n    generateClinicalTakeaway(articleId: $articleId) {\n      bottomLine\n    }\n  }\n": typeof types.AuthzTakeawayDocument,
    "\n  mutation AuthzAsk($articleId: ID!, $question: String!) {\n    askAboutArticle(articleId: $articleId, question: $question) {\n      answer\n    }\n  }\n": typeof types.AuthzAskDocument,
    "\n  query AuthzAiAllowance {\n    aiAllowance {\n      questionsUsed\n    }\n  }\n": typeof types.AuthzAiAllowanceDocument,
    "\n  query AuthzExportBookmarks {\n    exportBookmarks(format: CSV) {\n      content\n      count\n    }\n  }\n": typeof types.AuthzExportBookmarksDocument,
    "\n  query AuthzExportArticles {\n    exportArticles(format: RIS) {\n      count\n    }\n  }\n": typeof types.AuthzExportArticlesDocument,
    "\n  query AuthzEmailPreferences {\n    emailPreferences {\n      emailDigest\n      deliveryTime\n    }\n  }\n": typeof types.AuthzEmailPreferencesDocument,
    "\n  query AuthzDigestPreview {\n    digestPreview {\n      totalCount\n    }\n  }\n": typeof types.AuthzDigestPreviewDocument,
    "\n  mutation AuthzUpdateEmailPreferences {\n    updateEmailPreferences(input: { frequency: DAILY }) {\n      frequency\n    }\n  }\n": typeof types.AuthzUpdateEmailPreferencesDocument,
    "\n  mutation AuthzAddBookmark($articleId: ID!) {\n    addBookmark(articleId: $articleId) {\n      articleId\n    }\n  }\n": typeof types.AuthzAddBookmarkDocument,
    "\n  mutation AuthzAddComment($articleId: ID!, $content: String!) {\n    addComment(articleId: $articleId, content: $content) {\n      username\n    }\n  }\n": typeof types.AuthzAddCommentDocument,
    "\n  query AuthzMyEmail {\n    me {\n      email\n    }\n  }\n": typeof types.AuthzMyEmailDocument,
    "\n  query AuthzCommenters($articleId: ID!) {\n    comments(articleId: $articleId) {\n      nodes {\n        username\n      }\n    }\n  }\n": typeof types.AuthzCommentersDocument,
    "\n  query ArticleCount {\n    articles {\n      totalCount\n    }\n  }\n": typeof types.ArticleCountDocument,
    "\n  query MetricsProbe {\n    articles(first: 1) {\n      totalCount\n    }\n  }\n": typeof types.MetricsProbeDocument,
    "\n  query SocketViewer {\n    me {\n      username\n    }\n  }\n": typeof types.SocketViewerDocument,
    "\n  mutation SocketComment($articleId: ID!, $content: String!) {\n    addComment(articleId: $articleId, content: $content) {\n      id\n    }\n  }\n": typeof types.SocketCommentDocument,
    "\n  mutation TestRegister($input: RegisterInput!) {\n    register(input: $input) {\n      databaseId\n    }\n  }\n": typeof types.TestRegisterDocument,
};
const documents: Documents = {
    "\n  mutation AmaAsk($id: ID!, $q: String!) {\n    askAboutArticle(articleId: $id, question: $q) {\n      articleId\n      question\n      coverage\n      answer\n      quotes\n      provider\n      model\n      offline\n      notice\n      response\n      answeredAt\n    }\n  }\n": types.AmaAskDocument,
    "\n  query AmaAllowance {\n    aiAllowance {\n      questionsPerDay\n      questionsUsed\n      tokensPerDay\n      tokensUsed\n      renewsAt\n    }\n  }\n": types.AmaAllowanceDocument,
    "\n  mutation Takeaway($id: ID!) {\n    generateClinicalTakeaway(articleId: $id) {\n      articleId\n      bottomLine\n      population\n      intervention\n      comparison\n      outcome\n      studyDesign\n      levelOfEvidence\n      sampleSize\n      sampleUnit\n      keyNumbers\n      caveats\n      disclaimer\n      provider\n      model\n      generatedAt\n      offline\n      notice\n      text\n    }\n  }\n": types.TakeawayDocument,
    "\n  subscription ArticleAdded($filter: ArticleFilter) {\n    articleAdded(filter: $filter) {\n      id\n      databaseId\n      title\n      simplifiedTitle\n    }\n  }\n": types.ArticleAddedDocument,
    "\n  query FilteredFeed($filter: ArticleFilter, $first: Int) {\n    articles(filter: $filter, first: $first) {\n      totalCount\n      nodes {\n        id\n        title\n        authors\n        journal\n        isPreprint\n        peerReviewed\n        isOpenAccess\n        studyDesign\n        studyDesignRule\n        sampleSize\n      }\n    }\n  }\n": types.FilteredFeedDocument,
    "\n  query DesignCounts($filter: ArticleFilter) {\n    studyDesignCounts(filter: $filter) {\n      design\n      count\n    }\n  }\n": types.DesignCountsDocument,
    "\n  query FilterCounts($filter: ArticleFilter) {\n    filterCounts(filter: $filter) {\n      sources {\n        source\n        count\n      }\n      categories {\n        name\n        count\n      }\n    }\n  }\n": types.FilterCountsDocument,
    "\n  query Feed($filter: ArticleFilter, $orderBy: ArticleOrder, $first: Int, $after: String, $offset: Int) {\n    articles(filter: $filter, orderBy: $orderBy, first: $first, after: $after, offset: $offset) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          title\n          simplifiedTitle\n          source\n          publishedDate\n          viewCount\n          categories\n        }\n      }\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        startCursor\n        endCursor\n      }\n    }\n  }\n": types.FeedDocument,
    "\n  query FeedTitles($first: Int) {\n    articles(first: $first) {\n      edges {\n        node {\n          title\n        }\n      }\n    }\n  }\n": types.FeedTitlesDocument,
    "\n  fragment FeedCard on Article {\n    id\n    publishedDate\n    peerReviewed\n    ... on Article {\n      summary {\n        provider\n        generatedAt\n      }\n      categories\n    }\n  }\n": types.FeedCardFragmentDoc,
    "\n  query FeedThroughFragments {\n    articles(first: 100) {\n      nodes {\n        ...FeedCard\n        viewerHasBookmarked\n      }\n    }\n  }\n": types.FeedThroughFragmentsDocument,
    "\n  query ArticleCard($id: ID!) {\n    article(id: $id) {\n      id\n      publishedDate\n      peerReviewed\n      summary {\n        provider\n        generatedAt\n      }\n      categories\n      viewerHasBookmarked\n    }\n  }\n": types.ArticleCardDocument,
    "\n  mutation RecordView($id: ID!) {\n    recordView(articleId: $id) {\n      id\n      viewCount\n    }\n  }\n": types.RecordViewDocument,
    "\n  query Categories {\n    categories {\n      id\n      name\n      slug\n      count\n    }\n  }\n": types.CategoriesDocument,
    "\n  query AuthorsAndJournals {\n    articles(first: 100) {\n      edges {\n        node {\n          id\n          authorList\n          journal\n        }\n      }\n    }\n  }\n": types.AuthorsAndJournalsDocument,
    "\n  query ArticleById($id: ID!) {\n    article(id: $id) {\n      id\n      title\n      categories\n    }\n  }\n": types.ArticleByIdDocument,
    "\n  query SourceCounts {\n    sourceCounts {\n      source\n      count\n    }\n  }\n": types.SourceCountsDocument,
    "\n  query Suggestion($search: String!) {\n    searchSuggestion(search: $search)\n  }\n": types.SuggestionDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      id\n    }\n  }\n": types.RegisterDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      id\n    }\n  }\n": types.LoginDocument,
    "\n  query Me {\n    me {\n      username\n      email\n    }\n  }\n": types.MeDocument,
    "\n  query MeId {\n    me {\n      id\n    }\n  }\n": types.MeIdDocument,
    "\n  mutation ClearBio {\n    updateProfile(input: { bio: \"\" }) {\n      bio\n      firstName\n    }\n  }\n": types.ClearBioDocument,
    "\n  mutation TestRequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": types.TestRequestPasswordResetDocument,
    "\n  mutation TestResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n": types.TestResetPasswordDocument,
    "\n  mutation TestChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n": types.TestChangePasswordDocument,
    "\n  query TestPasswordMe {\n    me {\n      username\n    }\n  }\n": types.TestPasswordMeDocument,
    "\n  query BillingStatus {\n    subscriptionStatus {\n      tier\n      hasAccess\n      status\n      granted\n    }\n  }\n": types.BillingStatusDocument,
    "\n  mutation BillingRefresh($id: String) {\n    refreshSubscriptionStatus(checkoutSessionId: $id) {\n      tier\n      hasAccess\n    }\n  }\n": types.BillingRefreshDocument,
    "\n  mutation BillingCheckout {\n    createCheckoutSession {\n      sessionId\n      url\n    }\n  }\n": types.BillingCheckoutDocument,
    "\n  mutation BillingPortal {\n    createBillingPortalSession {\n      url\n    }\n  }\n": types.BillingPortalDocument,
    "\n  query BillingPlan {\n    premiumPlan {\n      unitAmount\n      purchasable\n    }\n  }\n": types.BillingPlanDocument,
    "\n  query PremiumPlan {\n    premiumPlan {\n      unitAmount\n      currency\n      interval\n      purchasable\n    }\n  }\n": types.PremiumPlanDocument,
    "\n  mutation AddBookmark($articleId: ID!) {\n    addBookmark(articleId: $articleId) {\n      articleId\n      article {\n        id\n      }\n    }\n  }\n": types.AddBookmarkDocument,
    "\n  query BookmarkedArticles {\n    bookmarkedArticles {\n      nodes {\n        id\n      }\n    }\n  }\n": types.BookmarkedArticlesDocument,
    "\n  query Bookmarks {\n    bookmarks {\n      nodes {\n        articleId\n      }\n    }\n  }\n": types.BookmarksDocument,
    "\n  query FeedWithBookmarks($first: Int) {\n    articles(first: $first, orderBy: NEWEST) {\n      edges {\n        node {\n          id\n          viewerHasBookmarked\n          categories\n          commentCount\n          viewCount\n        }\n      }\n    }\n  }\n": types.FeedWithBookmarksDocument,
    "\n  query BookmarkPage($first: Int, $after: String) {\n    bookmarks(first: $first, after: $after) {\n      nodes {\n        articleId\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n    bookmarkedArticles(first: $first, after: $after) {\n      nodes {\n        id\n      }\n      totalCount\n    }\n  }\n": types.BookmarkPageDocument,
    "\n  subscription CommentAdded($articleId: ID!) {\n    commentAdded(articleId: $articleId) {\n      id\n      content\n      username\n      articleId\n    }\n  }\n": types.CommentAddedDocument,
    "\n  subscription CommentDeleted($articleId: ID!) {\n    commentDeleted(articleId: $articleId) {\n      id\n      articleId\n    }\n  }\n": types.CommentDeletedDocument,
    "\n  query LiveViewer {\n    me {\n      username\n    }\n  }\n": types.LiveViewerDocument,
    "\n  query Comments($articleId: ID!) {\n    comments(articleId: $articleId) {\n      nodes {\n        username\n        content\n        userId\n        articleId\n        createdAt\n      }\n    }\n  }\n": types.CommentsDocument,
    "\n  mutation AddComment($articleId: ID!, $content: String!) {\n    addComment(articleId: $articleId, content: $content) {\n      id\n    }\n  }\n": types.AddCommentDocument,
    "\n  mutation DeleteComment($commentId: ID!) {\n    deleteComment(commentId: $commentId) {\n      id\n    }\n  }\n": types.DeleteCommentDocument,
    "\n  mutation RestoreComment($commentId: ID!) {\n    restoreComment(commentId: $commentId) {\n      databaseId\n      content\n      createdAt\n    }\n  }\n": types.RestoreCommentDocument,
    "\n  query CommentPage($articleId: ID!, $first: Int, $after: String) {\n    comments(articleId: $articleId, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          content\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n": types.CommentPageDocument,
    "\n  mutation TestSendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input)\n  }\n": types.TestSendContactMessageDocument,
    "\n  query DigestPreviewSources {\n    digestPreview {\n      totalCount\n      periodKey\n      periodStart\n      articles {\n        source\n      }\n      sections {\n        savedSearch {\n          name\n        }\n        totalCount\n        articles {\n          databaseId\n          source\n        }\n      }\n    }\n  }\n": types.DigestPreviewSourcesDocument,
    "\n  query DigestPreferences {\n    emailPreferences {\n      emailDigest\n      frequency\n      deliveryTime\n      sources {\n        PubMed\n        medRxiv\n        PLOS\n        DOAJ\n      }\n    }\n  }\n": types.DigestPreferencesDocument,
    "\n  query ExportArticles($format: ExportFormat!, $filter: ArticleFilter, $orderBy: ArticleOrder) {\n    exportArticles(format: $format, filter: $filter, orderBy: $orderBy) {\n      filename\n      contentType\n      content\n      count\n      truncated\n    }\n  }\n": types.ExportArticlesDocument,
    "\n  query ExportBookmarks($format: ExportFormat!) {\n    exportBookmarks(format: $format) {\n      filename\n      contentType\n      content\n      count\n      truncated\n    }\n  }\n": types.ExportBookmarksDocument,
    "\n  query NodeArticle($id: ID!) {\n    node(id: $id) {\n      __typename\n      id\n      ... on Article {\n        databaseId\n        title\n      }\n    }\n  }\n": types.NodeArticleDocument,
    "\n  query NodesInOrder($ids: [ID!]!) {\n    nodes(ids: $ids) {\n      __typename\n      id\n      ... on Comment {\n        databaseId\n        content\n        articleId\n      }\n      ... on Bookmark {\n        databaseId\n        articleId\n      }\n      ... on User {\n        databaseId\n        username\n      }\n      ... on Article {\n        databaseId\n      }\n    }\n  }\n": types.NodesInOrderDocument,
    "\n  query ArticleByAnyId($id: ID!) {\n    article(id: $id) {\n      id\n      databaseId\n    }\n  }\n": types.ArticleByAnyIdDocument,
    "\n  mutation CommentOnNode($articleId: ID!, $content: String!) {\n    addComment(articleId: $articleId, content: $content) {\n      id\n      databaseId\n      articleId\n      userId\n    }\n  }\n": types.CommentOnNodeDocument,
    "\n  mutation BookmarkNode($articleId: ID!) {\n    addBookmark(articleId: $articleId) {\n      id\n      databaseId\n      articleId\n    }\n  }\n": types.BookmarkNodeDocument,
    "\n  mutation DeleteCommentNode($commentId: ID!) {\n    deleteComment(commentId: $commentId) {\n      id\n    }\n  }\n": types.DeleteCommentNodeDocument,
    "\n  query MeNode {\n    me {\n      id\n      databaseId\n    }\n  }\n": types.MeNodeDocument,
    "\n  mutation RetractedTakeaway($id: ID!) {\n    generateClinicalTakeaway(articleId: $id) {\n      bottomLine\n    }\n  }\n": types.RetractedTakeawayDocument,
    "\n  mutation RetractedQuestion($id: ID!, $question: String!) {\n    askAboutArticle(articleId: $id, question: $question) {\n      answer\n    }\n  }\n": types.RetractedQuestionDocument,
    "\n  query ArticleStatus($id: ID!) {\n    article(id: $id) {\n      databaseId\n      status\n      statusChangedAt\n      notices {\n        kind\n        date\n        pmid\n        doi\n        url\n        reference\n      }\n      publishedVersion {\n        doi\n        journal\n        url\n      }\n      statusNotice {\n        kind\n        url\n      }\n    }\n  }\n": types.ArticleStatusDocument,
    "\n  query FeedStatus($filter: ArticleFilter) {\n    articles(first: 100, filter: $filter) {\n      totalCount\n      nodes {\n        databaseId\n        status\n        notices {\n          kind\n        }\n        publishedVersion {\n          journal\n        }\n      }\n    }\n  }\n": types.FeedStatusDocument,
    "\n  query StatusAlerts {\n    statusAlerts {\n      unreadCount\n      alerts {\n        status\n        readAt\n        article {\n          databaseId\n          status\n        }\n      }\n    }\n  }\n": types.StatusAlertsDocument,
    "\n  mutation MarkStatusAlertsRead {\n    markStatusAlertsRead\n  }\n": types.MarkStatusAlertsReadDocument,
    "\n  query StoredSummary($id: ID!) {\n    article(id: $id) {\n      aiSummary\n      summary {\n        provider\n        readingGrade\n        readingDifficulty\n        numbersTraceable\n        qualityFlag\n      }\n    }\n  }\n": types.StoredSummaryDocument,
    "\n  query SummaryReadingLevels($id: ID!) {\n    article(id: $id) {\n      plain: summary {\n        text\n        readingGrade\n        readingDifficulty\n        readingLevel {\n          grade\n          college\n          label\n        }\n      }\n      detailed: summary(level: DETAILED) {\n        text\n        readingGrade\n        readingDifficulty\n        readingLevel {\n          grade\n          college\n          label\n        }\n      }\n    }\n  }\n": types.SummaryReadingLevelsDocument,
    "\n  query SummaryLevels($id: ID!) {\n    article(id: $id) {\n      plain: summary {\n        level\n        text\n        provider\n      }\n      detailed: summary(level: DETAILED) {\n        level\n        text\n        provider\n        numbersTraceable\n      }\n    }\n  }\n": types.SummaryLevelsDocument,
    "\n  query AuthzStatusAlerts {\n    statusAlerts {\n      unreadCount\n      alerts {\n        status\n      }\n    }\n  }\n": types.AuthzStatusAlertsDocument,
    "\n  mutation AuthzMarkStatusAlertsRead {\n    markStatusAlertsRead\n  }\n": types.AuthzMarkStatusAlertsReadDocument,
    "\n  mutation AuthzChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n": types.AuthzChangePasswordDocument,
    "\n  mutation AuthzSaveSearch($input: SaveSearchInput!) {\n    saveSearch(input: $input) {\n      id\n      name\n    }\n  }\n": types.AuthzSaveSearchDocument,
    "\n  mutation AuthzUpdateSavedSearch($id: ID!) {\n    updateSavedSearch(id: $id, input: { name: \"Mine now\" }) {\n      id\n    }\n  }\n": types.AuthzUpdateSavedSearchDocument,
    "\n  mutation AuthzOpenSavedSearch($id: ID!) {\n    openSavedSearch(id: $id) {\n      id\n    }\n  }\n": types.AuthzOpenSavedSearchDocument,
    "\n  mutation AuthzResetSavedSearchFeed($id: ID!) {\n    resetSavedSearchFeed(id: $id) {\n      id\n    }\n  }\n": types.AuthzResetSavedSearchFeedDocument,
    "\n  mutation AuthzDeleteSavedSearch($id: ID!) {\n    deleteSavedSearch(id: $id)\n  }\n": types.AuthzDeleteSavedSearchDocument,
    "\n  mutation AuthzCreateApiKey {\n    createApiKey(input: { name: \"Bob's script\", scopes: [READ] }) {\n      apiKey {\n        id\n        name\n      }\n    }\n  }\n": types.AuthzCreateApiKeyDocument,
    "\n  mutation AuthzRevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      id\n    }\n  }\n": types.AuthzRevokeApiKeyDocument,
    "\n  mutation AuthzCreateWebhook($savedSearchId: ID!) {\n    createWebhook(input: { savedSearchId: $savedSearchId, url: \"https://example.org/hooks\" }) {\n      secret\n    }\n  }\n": types.AuthzCreateWebhookDocument,
    "\n  mutation AuthzDeleteWebhook($id: ID!) {\n    deleteWebhook(id: $id)\n  }\n": types.AuthzDeleteWebhookDocument,
    "\n  mutation AuthzRedeliverWebhookDelivery($id: ID!) {\n    redeliverWebhookDelivery(id: $id) {\n      id\n    }\n  }\n": types.AuthzRedeliverWebhookDeliveryDocument,
    "\n  query AuthzStudyDesignCounts {\n    studyDesignCounts {\n      design\n      count\n    }\n  }\n": types.AuthzStudyDesignCountsDocument,
    "\n  query AuthzNode($id: ID!) {\n    node(id: $id) {\n      id\n    }\n  }\n": types.AuthzNodeDocument,
    "\n  query AuthzNodes($ids: [ID!]!) {\n    nodes(ids: $ids) {\n      id\n    }\n  }\n": types.AuthzNodesDocument,
    "\n  mutation AuthzDeleteComment($commentId: ID!) {\n    deleteComment(commentId: $commentId) {\n      id\n    }\n  }\n": types.AuthzDeleteCommentDocument,
    "\n  mutation AuthzRestoreComment($commentId: ID!) {\n    restoreComment(commentId: $commentId) {\n      id\n    }\n  }\n": types.AuthzRestoreCommentDocument,
    "\n  mutation AuthzRemoveBookmark($articleId: ID!) {\n    removeBookmark(articleId: $articleId)\n  }\n": types.AuthzRemoveBookmarkDocument,
    "\n  query AuthzBookmarks {\n    bookmarks {\n      nodes {\n        articleId\n      }\n    }\n  }\n": types.AuthzBookmarksDocument,
    "\n  query AuthzBookmarkedArticles {\n    bookmarkedArticles {\n      nodes {\n        id\n      }\n    }\n  }\n": types.AuthzBookmarkedArticlesDocument,
    "\n  query AuthzSubscriptionStatus {\n    subscriptionStatus {\n      tier\n      hasAccess\n    }\n  }\n": types.AuthzSubscriptionStatusDocument,
    "\n  mutation AuthzUpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      username\n    }\n  }\n": types.AuthzUpdateProfileDocument,
    "\n  mutation AuthzRefreshSubscriptionStatus($checkoutSessionId: String) {\n    refreshSubscriptionStatus(checkoutSessionId: $checkoutSessionId) {\n      hasAccess\n    }\n  }\n": types.AuthzRefreshSubscriptionStatusDocument,
    "\n  mutation AuthzBillingPortal {\n    createBillingPortalSession {\n      url\n    }\n  }\n": types.AuthzBillingPortalDocument,
    "\n  mutation AuthzCheckout {\n    createCheckoutSession {\n      sessionId\n    }\n  }\n": types.AuthzCheckoutDocument,
    "\n  mutation AuthzTakeaway($articleId: ID!) {\n    generateClinicalTakeaway(articleId: $articleId) {\n      bottomLine\n    }\n  }\n": types.AuthzTakeawayDocument,
    "\n  mutation AuthzAsk($articleId: ID!, $question: String!) {\n    askAboutArticle(articleId: $articleId, question: $question) {\n      answer\n    }\n  }\n": types.AuthzAskDocument,
    "\n  query AuthzAiAllowance {\n    aiAllowance {\n      questionsUsed\n    }\n  }\n": types.AuthzAiAllowanceDocument,
    "\n  query AuthzExportBookmarks {\n    exportBookmarks(format: CSV) {\n      content\n      count\n    }\n  }\n": types.AuthzExportBookmarksDocument,
    "\n  query AuthzExportArticles {\n    exportArticles(format: RIS) {\n      count\n    }\n  }\n": types.AuthzExportArticlesDocument,
    "\n  query AuthzEmailPreferences {\n    emailPreferences {\n      emailDigest\n      deliveryTime\n    }\n  }\n": types.AuthzEmailPreferencesDocument,
    "\n  query AuthzDigestPreview {\n    digestPreview {\n      totalCount\n    }\n  }\n": types.AuthzDigestPreviewDocument,
    "\n  mutation AuthzUpdateEmailPreferences {\n    updateEmailPreferences(input: { frequency: DAILY }) {\n      frequency\n    }\n  }\n": types.AuthzUpdateEmailPreferencesDocument,
    "\n  mutation AuthzAddBookmark($articleId: ID!) {\n    addBookmark(articleId: $articleId) {\n      articleId\n    }\n  }\n": types.AuthzAddBookmarkDocument,
    "\n  mutation AuthzAddComment($articleId: ID!, $content: String!) {\n    addComment(articleId: $articleId, content: $content) {\n      username\n    }\n  }\n": types.AuthzAddCommentDocument,
    "\n  query AuthzMyEmail {\n    me {\n      email\n    }\n  }\n": types.AuthzMyEmailDocument,
    "\n  query AuthzCommenters($articleId: ID!) {\n    comments(articleId: $articleId) {\n      nodes {\n        username\n      }\n    }\n  }\n": types.AuthzCommentersDocument,
    "\n  query ArticleCount {\n    articles {\n      totalCount\n    }\n  }\n": types.ArticleCountDocument,
    "\n  query MetricsProbe {\n    articles(first: 1) {\n      totalCount\n    }\n  }\n": types.MetricsProbeDocument,
    "\n  query SocketViewer {\n    me {\n      username\n    }\n  }\n": types.SocketViewerDocument,
    "\n  mutation SocketComment($articleId: ID!, $content: String!) {\n    addComment(articleId: $articleId, content: $content) {\n      id\n    }\n  }\n": types.SocketCommentDocument,
    "\n  mutation TestRegister($input: RegisterInput!) {\n    register(input: $input) {\n      databaseId\n    }\n  }\n": types.TestRegisterDocument,
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
export function graphql(source: "\n  mutation AmaAsk($id: ID!, $q: String!) {\n    askAboutArticle(articleId: $id, question: $q) {\n      articleId\n      question\n      coverage\n      answer\n      quotes\n      provider\n      model\n      offline\n      notice\n      response\n      answeredAt\n    }\n  }\n"): (typeof documents)["\n  mutation AmaAsk($id: ID!, $q: String!) {\n    askAboutArticle(articleId: $id, question: $q) {\n      articleId\n      question\n      coverage\n      answer\n      quotes\n      provider\n      model\n      offline\n      notice\n      response\n      answeredAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AmaAllowance {\n    aiAllowance {\n      questionsPerDay\n      questionsUsed\n      tokensPerDay\n      tokensUsed\n      renewsAt\n    }\n  }\n"): (typeof documents)["\n  query AmaAllowance {\n    aiAllowance {\n      questionsPerDay\n      questionsUsed\n      tokensPerDay\n      tokensUsed\n      renewsAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Takeaway($id: ID!) {\n    generateClinicalTakeaway(articleId: $id) {\n      articleId\n      bottomLine\n      population\n      intervention\n      comparison\n      outcome\n      studyDesign\n      levelOfEvidence\n      sampleSize\n      sampleUnit\n      keyNumbers\n      caveats\n      disclaimer\n      provider\n      model\n      generatedAt\n      offline\n      notice\n      text\n    }\n  }\n"): (typeof documents)["\n  mutation Takeaway($id: ID!) {\n    generateClinicalTakeaway(articleId: $id) {\n      articleId\n      bottomLine\n      population\n      intervention\n      comparison\n      outcome\n      studyDesign\n      levelOfEvidence\n      sampleSize\n      sampleUnit\n      keyNumbers\n      caveats\n      disclaimer\n      provider\n      model\n      generatedAt\n      offline\n      notice\n      text\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ArticleAdded($filter: ArticleFilter) {\n    articleAdded(filter: $filter) {\n      id\n      databaseId\n      title\n      simplifiedTitle\n    }\n  }\n"): (typeof documents)["\n  subscription ArticleAdded($filter: ArticleFilter) {\n    articleAdded(filter: $filter) {\n      id\n      databaseId\n      title\n      simplifiedTitle\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FilteredFeed($filter: ArticleFilter, $first: Int) {\n    articles(filter: $filter, first: $first) {\n      totalCount\n      nodes {\n        id\n        title\n        authors\n        journal\n        isPreprint\n        peerReviewed\n        isOpenAccess\n        studyDesign\n        studyDesignRule\n        sampleSize\n      }\n    }\n  }\n"): (typeof documents)["\n  query FilteredFeed($filter: ArticleFilter, $first: Int) {\n    articles(filter: $filter, first: $first) {\n      totalCount\n      nodes {\n        id\n        title\n        authors\n        journal\n        isPreprint\n        peerReviewed\n        isOpenAccess\n        studyDesign\n        studyDesignRule\n        sampleSize\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DesignCounts($filter: ArticleFilter) {\n    studyDesignCounts(filter: $filter) {\n      design\n      count\n    }\n  }\n"): (typeof documents)["\n  query DesignCounts($filter: ArticleFilter) {\n    studyDesignCounts(filter: $filter) {\n      design\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FilterCounts($filter: ArticleFilter) {\n    filterCounts(filter: $filter) {\n      sources {\n        source\n        count\n      }\n      categories {\n        name\n        count\n      }\n    }\n  }\n"): (typeof documents)["\n  query FilterCounts($filter: ArticleFilter) {\n    filterCounts(filter: $filter) {\n      sources {\n        source\n        count\n      }\n      categories {\n        name\n        count\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Feed($filter: ArticleFilter, $orderBy: ArticleOrder, $first: Int, $after: String, $offset: Int) {\n    articles(filter: $filter, orderBy: $orderBy, first: $first, after: $after, offset: $offset) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          title\n          simplifiedTitle\n          source\n          publishedDate\n          viewCount\n          categories\n        }\n      }\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        startCursor\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query Feed($filter: ArticleFilter, $orderBy: ArticleOrder, $first: Int, $after: String, $offset: Int) {\n    articles(filter: $filter, orderBy: $orderBy, first: $first, after: $after, offset: $offset) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          title\n          simplifiedTitle\n          source\n          publishedDate\n          viewCount\n          categories\n        }\n      }\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        startCursor\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FeedTitles($first: Int) {\n    articles(first: $first) {\n      edges {\n        node {\n          title\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query FeedTitles($first: Int) {\n    articles(first: $first) {\n      edges {\n        node {\n          title\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FeedCard on Article {\n    id\n    publishedDate\n    peerReviewed\n    ... on Article {\n      summary {\n        provider\n        generatedAt\n      }\n      categories\n    }\n  }\n"): (typeof documents)["\n  fragment FeedCard on Article {\n    id\n    publishedDate\n    peerReviewed\n    ... on Article {\n      summary {\n        provider\n        generatedAt\n      }\n      categories\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FeedThroughFragments {\n    articles(first: 100) {\n      nodes {\n        ...FeedCard\n        viewerHasBookmarked\n      }\n    }\n  }\n"): (typeof documents)["\n  query FeedThroughFragments {\n    articles(first: 100) {\n      nodes {\n        ...FeedCard\n        viewerHasBookmarked\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ArticleCard($id: ID!) {\n    article(id: $id) {\n      id\n      publishedDate\n      peerReviewed\n      summary {\n        provider\n        generatedAt\n      }\n      categories\n      viewerHasBookmarked\n    }\n  }\n"): (typeof documents)["\n  query ArticleCard($id: ID!) {\n    article(id: $id) {\n      id\n      publishedDate\n      peerReviewed\n      summary {\n        provider\n        generatedAt\n      }\n      categories\n      viewerHasBookmarked\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordView($id: ID!) {\n    recordView(articleId: $id) {\n      id\n      viewCount\n    }\n  }\n"): (typeof documents)["\n  mutation RecordView($id: ID!) {\n    recordView(articleId: $id) {\n      id\n      viewCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Categories {\n    categories {\n      id\n      name\n      slug\n      count\n    }\n  }\n"): (typeof documents)["\n  query Categories {\n    categories {\n      id\n      name\n      slug\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuthorsAndJournals {\n    articles(first: 100) {\n      edges {\n        node {\n          id\n          authorList\n          journal\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AuthorsAndJournals {\n    articles(first: 100) {\n      edges {\n        node {\n          id\n          authorList\n          journal\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ArticleById($id: ID!) {\n    article(id: $id) {\n      id\n      title\n      categories\n    }\n  }\n"): (typeof documents)["\n  query ArticleById($id: ID!) {\n    article(id: $id) {\n      id\n      title\n      categories\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SourceCounts {\n    sourceCounts {\n      source\n      count\n    }\n  }\n"): (typeof documents)["\n  query SourceCounts {\n    sourceCounts {\n      source\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Suggestion($search: String!) {\n    searchSuggestion(search: $search)\n  }\n"): (typeof documents)["\n  query Suggestion($search: String!) {\n    searchSuggestion(search: $search)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      username\n      email\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      username\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MeId {\n    me {\n      id\n    }\n  }\n"): (typeof documents)["\n  query MeId {\n    me {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClearBio {\n    updateProfile(input: { bio: \"\" }) {\n      bio\n      firstName\n    }\n  }\n"): (typeof documents)["\n  mutation ClearBio {\n    updateProfile(input: { bio: \"\" }) {\n      bio\n      firstName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestRequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n"): (typeof documents)["\n  mutation TestRequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n"): (typeof documents)["\n  mutation TestResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n"): (typeof documents)["\n  mutation TestChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestPasswordMe {\n    me {\n      username\n    }\n  }\n"): (typeof documents)["\n  query TestPasswordMe {\n    me {\n      username\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BillingStatus {\n    subscriptionStatus {\n      tier\n      hasAccess\n      status\n      granted\n    }\n  }\n"): (typeof documents)["\n  query BillingStatus {\n    subscriptionStatus {\n      tier\n      hasAccess\n      status\n      granted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BillingRefresh($id: String) {\n    refreshSubscriptionStatus(checkoutSessionId: $id) {\n      tier\n      hasAccess\n    }\n  }\n"): (typeof documents)["\n  mutation BillingRefresh($id: String) {\n    refreshSubscriptionStatus(checkoutSessionId: $id) {\n      tier\n      hasAccess\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BillingCheckout {\n    createCheckoutSession {\n      sessionId\n      url\n    }\n  }\n"): (typeof documents)["\n  mutation BillingCheckout {\n    createCheckoutSession {\n      sessionId\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BillingPortal {\n    createBillingPortalSession {\n      url\n    }\n  }\n"): (typeof documents)["\n  mutation BillingPortal {\n    createBillingPortalSession {\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BillingPlan {\n    premiumPlan {\n      unitAmount\n      purchasable\n    }\n  }\n"): (typeof documents)["\n  query BillingPlan {\n    premiumPlan {\n      unitAmount\n      purchasable\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PremiumPlan {\n    premiumPlan {\n      unitAmount\n      currency\n      interval\n      purchasable\n    }\n  }\n"): (typeof documents)["\n  query PremiumPlan {\n    premiumPlan {\n      unitAmount\n      currency\n      interval\n      purchasable\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddBookmark($articleId: ID!) {\n    addBookmark(articleId: $articleId) {\n      articleId\n      article {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddBookmark($articleId: ID!) {\n    addBookmark(articleId: $articleId) {\n      articleId\n      article {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookmarkedArticles {\n    bookmarkedArticles {\n      nodes {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query BookmarkedArticles {\n    bookmarkedArticles {\n      nodes {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Bookmarks {\n    bookmarks {\n      nodes {\n        articleId\n      }\n    }\n  }\n"): (typeof documents)["\n  query Bookmarks {\n    bookmarks {\n      nodes {\n        articleId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FeedWithBookmarks($first: Int) {\n    articles(first: $first, orderBy: NEWEST) {\n      edges {\n        node {\n          id\n          viewerHasBookmarked\n          categories\n          commentCount\n          viewCount\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query FeedWithBookmarks($first: Int) {\n    articles(first: $first, orderBy: NEWEST) {\n      edges {\n        node {\n          id\n          viewerHasBookmarked\n          categories\n          commentCount\n          viewCount\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookmarkPage($first: Int, $after: String) {\n    bookmarks(first: $first, after: $after) {\n      nodes {\n        articleId\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n    bookmarkedArticles(first: $first, after: $after) {\n      nodes {\n        id\n      }\n      totalCount\n    }\n  }\n"): (typeof documents)["\n  query BookmarkPage($first: Int, $after: String) {\n    bookmarks(first: $first, after: $after) {\n      nodes {\n        articleId\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n    bookmarkedArticles(first: $first, after: $after) {\n      nodes {\n        id\n      }\n      totalCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription CommentAdded($articleId: ID!) {\n    commentAdded(articleId: $articleId) {\n      id\n      content\n      username\n      articleId\n    }\n  }\n"): (typeof documents)["\n  subscription CommentAdded($articleId: ID!) {\n    commentAdded(articleId: $articleId) {\n      id\n      content\n      username\n      articleId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription CommentDeleted($articleId: ID!) {\n    commentDeleted(articleId: $articleId) {\n      id\n      articleId\n    }\n  }\n"): (typeof documents)["\n  subscription CommentDeleted($articleId: ID!) {\n    commentDeleted(articleId: $articleId) {\n      id\n      articleId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LiveViewer {\n    me {\n      username\n    }\n  }\n"): (typeof documents)["\n  query LiveViewer {\n    me {\n      username\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Comments($articleId: ID!) {\n    comments(articleId: $articleId) {\n      nodes {\n        username\n        content\n        userId\n        articleId\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query Comments($articleId: ID!) {\n    comments(articleId: $articleId) {\n      nodes {\n        username\n        content\n        userId\n        articleId\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddComment($articleId: ID!, $content: String!) {\n    addComment(articleId: $articleId, content: $content) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AddComment($articleId: ID!, $content: String!) {\n    addComment(articleId: $articleId, content: $content) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteComment($commentId: ID!) {\n    deleteComment(commentId: $commentId) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteComment($commentId: ID!) {\n    deleteComment(commentId: $commentId) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreComment($commentId: ID!) {\n    restoreComment(commentId: $commentId) {\n      databaseId\n      content\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  mutation RestoreComment($commentId: ID!) {\n    restoreComment(commentId: $commentId) {\n      databaseId\n      content\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CommentPage($articleId: ID!, $first: Int, $after: String) {\n    comments(articleId: $articleId, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          content\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n"): (typeof documents)["\n  query CommentPage($articleId: ID!, $first: Int, $after: String) {\n    comments(articleId: $articleId, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          content\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestSendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input)\n  }\n"): (typeof documents)["\n  mutation TestSendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DigestPreviewSources {\n    digestPreview {\n      totalCount\n      periodKey\n      periodStart\n      articles {\n        source\n      }\n      sections {\n        savedSearch {\n          name\n        }\n        totalCount\n        articles {\n          databaseId\n          source\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query DigestPreviewSources {\n    digestPreview {\n      totalCount\n      periodKey\n      periodStart\n      articles {\n        source\n      }\n      sections {\n        savedSearch {\n          name\n        }\n        totalCount\n        articles {\n          databaseId\n          source\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DigestPreferences {\n    emailPreferences {\n      emailDigest\n      frequency\n      deliveryTime\n      sources {\n        PubMed\n        medRxiv\n        PLOS\n        DOAJ\n      }\n    }\n  }\n"): (typeof documents)["\n  query DigestPreferences {\n    emailPreferences {\n      emailDigest\n      frequency\n      deliveryTime\n      sources {\n        PubMed\n        medRxiv\n        PLOS\n        DOAJ\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExportArticles($format: ExportFormat!, $filter: ArticleFilter, $orderBy: ArticleOrder) {\n    exportArticles(format: $format, filter: $filter, orderBy: $orderBy) {\n      filename\n      contentType\n      content\n      count\n      truncated\n    }\n  }\n"): (typeof documents)["\n  query ExportArticles($format: ExportFormat!, $filter: ArticleFilter, $orderBy: ArticleOrder) {\n    exportArticles(format: $format, filter: $filter, orderBy: $orderBy) {\n      filename\n      contentType\n      content\n      count\n      truncated\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExportBookmarks($format: ExportFormat!) {\n    exportBookmarks(format: $format) {\n      filename\n      contentType\n      content\n      count\n      truncated\n    }\n  }\n"): (typeof documents)["\n  query ExportBookmarks($format: ExportFormat!) {\n    exportBookmarks(format: $format) {\n      filename\n      contentType\n      content\n      count\n      truncated\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NodeArticle($id: ID!) {\n    node(id: $id) {\n      __typename\n      id\n      ... on Article {\n        databaseId\n        title\n      }\n    }\n  }\n"): (typeof documents)["\n  query NodeArticle($id: ID!) {\n    node(id: $id) {\n      __typename\n      id\n      ... on Article {\n        databaseId\n        title\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NodesInOrder($ids: [ID!]!) {\n    nodes(ids: $ids) {\n      __typename\n      id\n      ... on Comment {\n        databaseId\n        content\n        articleId\n      }\n      ... on Bookmark {\n        databaseId\n        articleId\n      }\n      ... on User {\n        databaseId\n        username\n      }\n      ... on Article {\n        databaseId\n      }\n    }\n  }\n"): (typeof documents)["\n  query NodesInOrder($ids: [ID!]!) {\n    nodes(ids: $ids) {\n      __typename\n      id\n      ... on Comment {\n        databaseId\n        content\n        articleId\n      }\n      ... on Bookmark {\n        databaseId\n        articleId\n      }\n      ... on User {\n        databaseId\n        username\n      }\n      ... on Article {\n        databaseId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ArticleByAnyId($id: ID!) {\n    article(id: $id) {\n      id\n      databaseId\n    }\n  }\n"): (typeof documents)["\n  query ArticleByAnyId($id: ID!) {\n    article(id: $id) {\n      id\n      databaseId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CommentOnNode($articleId: ID!, $content: String!) {\n    addComment(articleId: $articleId, content: $content) {\n      id\n      databaseId\n      articleId\n      userId\n    }\n  }\n"): (typeof documents)["\n  mutation CommentOnNode($articleId: ID!, $content: String!) {\n    addComment(articleId: $articleId, content: $content) {\n      id\n      databaseId\n      articleId\n      userId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BookmarkNode($articleId: ID!) {\n    addBookmark(articleId: $articleId) {\n      id\n      databaseId\n      articleId\n    }\n  }\n"): (typeof documents)["\n  mutation BookmarkNode($articleId: ID!) {\n    addBookmark(articleId: $articleId) {\n      id\n      databaseId\n      articleId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCommentNode($commentId: ID!) {\n    deleteComment(commentId: $commentId) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteCommentNode($commentId: ID!) {\n    deleteComment(commentId: $commentId) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MeNode {\n    me {\n      id\n      databaseId\n    }\n  }\n"): (typeof documents)["\n  query MeNode {\n    me {\n      id\n      databaseId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RetractedTakeaway($id: ID!) {\n    generateClinicalTakeaway(articleId: $id) {\n      bottomLine\n    }\n  }\n"): (typeof documents)["\n  mutation RetractedTakeaway($id: ID!) {\n    generateClinicalTakeaway(articleId: $id) {\n      bottomLine\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RetractedQuestion($id: ID!, $question: String!) {\n    askAboutArticle(articleId: $id, question: $question) {\n      answer\n    }\n  }\n"): (typeof documents)["\n  mutation RetractedQuestion($id: ID!, $question: String!) {\n    askAboutArticle(articleId: $id, question: $question) {\n      answer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ArticleStatus($id: ID!) {\n    article(id: $id) {\n      databaseId\n      status\n      statusChangedAt\n      notices {\n        kind\n        date\n        pmid\n        doi\n        url\n        reference\n      }\n      publishedVersion {\n        doi\n        journal\n        url\n      }\n      statusNotice {\n        kind\n        url\n      }\n    }\n  }\n"): (typeof documents)["\n  query ArticleStatus($id: ID!) {\n    article(id: $id) {\n      databaseId\n      status\n      statusChangedAt\n      notices {\n        kind\n        date\n        pmid\n        doi\n        url\n        reference\n      }\n      publishedVersion {\n        doi\n        journal\n        url\n      }\n      statusNotice {\n        kind\n        url\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FeedStatus($filter: ArticleFilter) {\n    articles(first: 100, filter: $filter) {\n      totalCount\n      nodes {\n        databaseId\n        status\n        notices {\n          kind\n        }\n        publishedVersion {\n          journal\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query FeedStatus($filter: ArticleFilter) {\n    articles(first: 100, filter: $filter) {\n      totalCount\n      nodes {\n        databaseId\n        status\n        notices {\n          kind\n        }\n        publishedVersion {\n          journal\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StatusAlerts {\n    statusAlerts {\n      unreadCount\n      alerts {\n        status\n        readAt\n        article {\n          databaseId\n          status\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query StatusAlerts {\n    statusAlerts {\n      unreadCount\n      alerts {\n        status\n        readAt\n        article {\n          databaseId\n          status\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkStatusAlertsRead {\n    markStatusAlertsRead\n  }\n"): (typeof documents)["\n  mutation MarkStatusAlertsRead {\n    markStatusAlertsRead\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StoredSummary($id: ID!) {\n    article(id: $id) {\n      aiSummary\n      summary {\n        provider\n        readingGrade\n        readingDifficulty\n        numbersTraceable\n        qualityFlag\n      }\n    }\n  }\n"): (typeof documents)["\n  query StoredSummary($id: ID!) {\n    article(id: $id) {\n      aiSummary\n      summary {\n        provider\n        readingGrade\n        readingDifficulty\n        numbersTraceable\n        qualityFlag\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SummaryReadingLevels($id: ID!) {\n    article(id: $id) {\n      plain: summary {\n        text\n        readingGrade\n        readingDifficulty\n        readingLevel {\n          grade\n          college\n          label\n        }\n      }\n      detailed: summary(level: DETAILED) {\n        text\n        readingGrade\n        readingDifficulty\n        readingLevel {\n          grade\n          college\n          label\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SummaryReadingLevels($id: ID!) {\n    article(id: $id) {\n      plain: summary {\n        text\n        readingGrade\n        readingDifficulty\n        readingLevel {\n          grade\n          college\n          label\n        }\n      }\n      detailed: summary(level: DETAILED) {\n        text\n        readingGrade\n        readingDifficulty\n        readingLevel {\n          grade\n          college\n          label\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SummaryLevels($id: ID!) {\n    article(id: $id) {\n      plain: summary {\n        level\n        text\n        provider\n      }\n      detailed: summary(level: DETAILED) {\n        level\n        text\n        provider\n        numbersTraceable\n      }\n    }\n  }\n"): (typeof documents)["\n  query SummaryLevels($id: ID!) {\n    article(id: $id) {\n      plain: summary {\n        level\n        text\n        provider\n      }\n      detailed: summary(level: DETAILED) {\n        level\n        text\n        provider\n        numbersTraceable\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuthzStatusAlerts {\n    statusAlerts {\n      unreadCount\n      alerts {\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  query AuthzStatusAlerts {\n    statusAlerts {\n      unreadCount\n      alerts {\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AuthzMarkStatusAlertsRead {\n    markStatusAlertsRead\n  }\n"): (typeof documents)["\n  mutation AuthzMarkStatusAlertsRead {\n    markStatusAlertsRead\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AuthzChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n"): (typeof documents)["\n  mutation AuthzChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AuthzSaveSearch($input: SaveSearchInput!) {\n    saveSearch(input: $input) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation AuthzSaveSearch($input: SaveSearchInput!) {\n    saveSearch(input: $input) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AuthzUpdateSavedSearch($id: ID!) {\n    updateSavedSearch(id: $id, input: { name: \"Mine now\" }) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AuthzUpdateSavedSearch($id: ID!) {\n    updateSavedSearch(id: $id, input: { name: \"Mine now\" }) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AuthzOpenSavedSearch($id: ID!) {\n    openSavedSearch(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AuthzOpenSavedSearch($id: ID!) {\n    openSavedSearch(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AuthzResetSavedSearchFeed($id: ID!) {\n    resetSavedSearchFeed(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AuthzResetSavedSearchFeed($id: ID!) {\n    resetSavedSearchFeed(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AuthzDeleteSavedSearch($id: ID!) {\n    deleteSavedSearch(id: $id)\n  }\n"): (typeof documents)["\n  mutation AuthzDeleteSavedSearch($id: ID!) {\n    deleteSavedSearch(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AuthzCreateApiKey {\n    createApiKey(input: { name: \"Bob's script\", scopes: [READ] }) {\n      apiKey {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AuthzCreateApiKey {\n    createApiKey(input: { name: \"Bob's script\", scopes: [READ] }) {\n      apiKey {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AuthzRevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AuthzRevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AuthzCreateWebhook($savedSearchId: ID!) {\n    createWebhook(input: { savedSearchId: $savedSearchId, url: \"https://example.org/hooks\" }) {\n      secret\n    }\n  }\n"): (typeof documents)["\n  mutation AuthzCreateWebhook($savedSearchId: ID!) {\n    createWebhook(input: { savedSearchId: $savedSearchId, url: \"https://example.org/hooks\" }) {\n      secret\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AuthzDeleteWebhook($id: ID!) {\n    deleteWebhook(id: $id)\n  }\n"): (typeof documents)["\n  mutation AuthzDeleteWebhook($id: ID!) {\n    deleteWebhook(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AuthzRedeliverWebhookDelivery($id: ID!) {\n    redeliverWebhookDelivery(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AuthzRedeliverWebhookDelivery($id: ID!) {\n    redeliverWebhookDelivery(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuthzStudyDesignCounts {\n    studyDesignCounts {\n      design\n      count\n    }\n  }\n"): (typeof documents)["\n  query AuthzStudyDesignCounts {\n    studyDesignCounts {\n      design\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuthzNode($id: ID!) {\n    node(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  query AuthzNode($id: ID!) {\n    node(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuthzNodes($ids: [ID!]!) {\n    nodes(ids: $ids) {\n      id\n    }\n  }\n"): (typeof documents)["\n  query AuthzNodes($ids: [ID!]!) {\n    nodes(ids: $ids) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AuthzDeleteComment($commentId: ID!) {\n    deleteComment(commentId: $commentId) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AuthzDeleteComment($commentId: ID!) {\n    deleteComment(commentId: $commentId) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AuthzRestoreComment($commentId: ID!) {\n    restoreComment(commentId: $commentId) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AuthzRestoreComment($commentId: ID!) {\n    restoreComment(commentId: $commentId) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AuthzRemoveBookmark($articleId: ID!) {\n    removeBookmark(articleId: $articleId)\n  }\n"): (typeof documents)["\n  mutation AuthzRemoveBookmark($articleId: ID!) {\n    removeBookmark(articleId: $articleId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuthzBookmarks {\n    bookmarks {\n      nodes {\n        articleId\n      }\n    }\n  }\n"): (typeof documents)["\n  query AuthzBookmarks {\n    bookmarks {\n      nodes {\n        articleId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuthzBookmarkedArticles {\n    bookmarkedArticles {\n      nodes {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query AuthzBookmarkedArticles {\n    bookmarkedArticles {\n      nodes {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuthzSubscriptionStatus {\n    subscriptionStatus {\n      tier\n      hasAccess\n    }\n  }\n"): (typeof documents)["\n  query AuthzSubscriptionStatus {\n    subscriptionStatus {\n      tier\n      hasAccess\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AuthzUpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      username\n    }\n  }\n"): (typeof documents)["\n  mutation AuthzUpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      username\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AuthzRefreshSubscriptionStatus($checkoutSessionId: String) {\n    refreshSubscriptionStatus(checkoutSessionId: $checkoutSessionId) {\n      hasAccess\n    }\n  }\n"): (typeof documents)["\n  mutation AuthzRefreshSubscriptionStatus($checkoutSessionId: String) {\n    refreshSubscriptionStatus(checkoutSessionId: $checkoutSessionId) {\n      hasAccess\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AuthzBillingPortal {\n    createBillingPortalSession {\n      url\n    }\n  }\n"): (typeof documents)["\n  mutation AuthzBillingPortal {\n    createBillingPortalSession {\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AuthzCheckout {\n    createCheckoutSession {\n      sessionId\n    }\n  }\n"): (typeof documents)["\n  mutation AuthzCheckout {\n    createCheckoutSession {\n      sessionId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AuthzTakeaway($articleId: ID!) {\n    generateClinicalTakeaway(articleId: $articleId) {\n      bottomLine\n    }\n  }\n"): (typeof documents)["\n  mutation AuthzTakeaway($articleId: ID!) {\n    generateClinicalTakeaway(articleId: $articleId) {\n      bottomLine\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AuthzAsk($articleId: ID!, $question: String!) {\n    askAboutArticle(articleId: $articleId, question: $question) {\n      answer\n    }\n  }\n"): (typeof documents)["\n  mutation AuthzAsk($articleId: ID!, $question: String!) {\n    askAboutArticle(articleId: $articleId, question: $question) {\n      answer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuthzAiAllowance {\n    aiAllowance {\n      questionsUsed\n    }\n  }\n"): (typeof documents)["\n  query AuthzAiAllowance {\n    aiAllowance {\n      questionsUsed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuthzExportBookmarks {\n    exportBookmarks(format: CSV) {\n      content\n      count\n    }\n  }\n"): (typeof documents)["\n  query AuthzExportBookmarks {\n    exportBookmarks(format: CSV) {\n      content\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuthzExportArticles {\n    exportArticles(format: RIS) {\n      count\n    }\n  }\n"): (typeof documents)["\n  query AuthzExportArticles {\n    exportArticles(format: RIS) {\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuthzEmailPreferences {\n    emailPreferences {\n      emailDigest\n      deliveryTime\n    }\n  }\n"): (typeof documents)["\n  query AuthzEmailPreferences {\n    emailPreferences {\n      emailDigest\n      deliveryTime\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuthzDigestPreview {\n    digestPreview {\n      totalCount\n    }\n  }\n"): (typeof documents)["\n  query AuthzDigestPreview {\n    digestPreview {\n      totalCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AuthzUpdateEmailPreferences {\n    updateEmailPreferences(input: { frequency: DAILY }) {\n      frequency\n    }\n  }\n"): (typeof documents)["\n  mutation AuthzUpdateEmailPreferences {\n    updateEmailPreferences(input: { frequency: DAILY }) {\n      frequency\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AuthzAddBookmark($articleId: ID!) {\n    addBookmark(articleId: $articleId) {\n      articleId\n    }\n  }\n"): (typeof documents)["\n  mutation AuthzAddBookmark($articleId: ID!) {\n    addBookmark(articleId: $articleId) {\n      articleId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AuthzAddComment($articleId: ID!, $content: String!) {\n    addComment(articleId: $articleId, content: $content) {\n      username\n    }\n  }\n"): (typeof documents)["\n  mutation AuthzAddComment($articleId: ID!, $content: String!) {\n    addComment(articleId: $articleId, content: $content) {\n      username\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuthzMyEmail {\n    me {\n      email\n    }\n  }\n"): (typeof documents)["\n  query AuthzMyEmail {\n    me {\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuthzCommenters($articleId: ID!) {\n    comments(articleId: $articleId) {\n      nodes {\n        username\n      }\n    }\n  }\n"): (typeof documents)["\n  query AuthzCommenters($articleId: ID!) {\n    comments(articleId: $articleId) {\n      nodes {\n        username\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ArticleCount {\n    articles {\n      totalCount\n    }\n  }\n"): (typeof documents)["\n  query ArticleCount {\n    articles {\n      totalCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MetricsProbe {\n    articles(first: 1) {\n      totalCount\n    }\n  }\n"): (typeof documents)["\n  query MetricsProbe {\n    articles(first: 1) {\n      totalCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SocketViewer {\n    me {\n      username\n    }\n  }\n"): (typeof documents)["\n  query SocketViewer {\n    me {\n      username\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SocketComment($articleId: ID!, $content: String!) {\n    addComment(articleId: $articleId, content: $content) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation SocketComment($articleId: ID!, $content: String!) {\n    addComment(articleId: $articleId, content: $content) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestRegister($input: RegisterInput!) {\n    register(input: $input) {\n      databaseId\n    }\n  }\n"): (typeof documents)["\n  mutation TestRegister($input: RegisterInput!) {\n    register(input: $input) {\n      databaseId\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;