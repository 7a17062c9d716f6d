import { lazy, type ReactNode } from 'react';
import { HomeFeedPage } from '../pages/HomeFeedPage';
import { matchPath, type RouteParams } from '../lib/router';

const loadArticlePage = () => import('../pages/ArticlePage');
const ArticlePage = lazy(() => loadArticlePage().then((module) => ({ default: module.ArticlePage })));
const AuthPage = lazy(() => import('../pages/AuthPage').then((module) => ({ default: module.AuthPage })));
const PasswordResetPage = lazy(() => import('../pages/PasswordResetPage').then((module) => ({ default: module.PasswordResetPage })));
const ProfilePage = lazy(() => import('../pages/ProfilePage').then((module) => ({ default: module.ProfilePage })));
const BookmarksPage = lazy(() => import('../pages/BookmarksPage').then((module) => ({ default: module.BookmarksPage })));
// The premium screens load on first visit, so none of them weighs on the feed's first load.
const SubscriptionPage = lazy(() => import('../pages/SubscriptionPage').then((module) => ({ default: module.SubscriptionPage })));
const EmailSettingsPage = lazy(() => import('../pages/EmailSettingsPage').then((module) => ({ default: module.EmailSettingsPage })));
const NotFoundPage = lazy(() => import('../pages/NotFoundPage').then((module) => ({ default: module.NotFoundPage })));

// Each static page is its own chunk, loaded on first visit, so none of them weighs on the feed's first load.
const AboutPage = lazy(() => import('../pages/static/AboutPage').then((module) => ({ default: module.AboutPage })));
const FeaturesPage = lazy(() => import('../pages/static/FeaturesPage').then((module) => ({ default: module.FeaturesPage })));
const FaqPage = lazy(() => import('../pages/static/FaqPage').then((module) => ({ default: module.FaqPage })));
const ContactPage = lazy(() => import('../pages/static/ContactPage').then((module) => ({ default: module.ContactPage })));
const MedicalDisclaimerPage = lazy(() =>
  import('../pages/static/MedicalDisclaimerPage').then((module) => ({ default: module.MedicalDisclaimerPage })),
);
const TermsPage = lazy(() => import('../pages/static/TermsPage').then((module) => ({ default: module.TermsPage })));
const PrivacyPage = lazy(() => import('../pages/static/PrivacyPage').then((module) => ({ default: module.PrivacyPage })));
const CookiePolicyPage = lazy(() => import('../pages/static/CookiePolicyPage').then((module) => ({ default: module.CookiePolicyPage })));
const SupportPage = lazy(() => import('../pages/static/SupportPage').then((module) => ({ default: module.SupportPage })));
const PricingPage = lazy(() => import('../pages/static/PricingPage').then((module) => ({ default: module.PricingPage })));
const EmailSetupPage = lazy(() => import('../pages/static/EmailSetupPage').then((module) => ({ default: module.EmailSetupPage })));
const DevelopersPage = lazy(() => import('../pages/static/DevelopersPage').then((module) => ({ default: module.DevelopersPage })));

interface RouteDefinition {
  path: string;
  render(params: RouteParams): ReactNode;
}

/** The route table of docs/product/screens.md#routes (the article id is numeric). */
const ROUTES: readonly RouteDefinition[] = [
  { path: '/', render: () => <HomeFeedPage /> },
  { path: '/auth', render: () => <AuthPage /> },
  { path: '/reset-password', render: () => <PasswordResetPage /> },
  { path: '/article/:id(\\d+)', render: (params) => <ArticlePage key={params.id} params={params} /> },
  { path: '/profile', render: () => <ProfilePage /> },
  { path: '/bookmarks', render: () => <BookmarksPage /> },
  { path: '/about', render: () => <AboutPage /> },
  { path: '/features', render: () => <FeaturesPage /> },
  { path: '/faq', render: () => <FaqPage /> },
  { path: '/contact', render: () => <ContactPage /> },
  { path: '/medical-disclaimer', render: () => <MedicalDisclaimerPage /> },
  { path: '/terms', render: () => <TermsPage /> },
  { path: '/privacy', render: () => <PrivacyPage /> },
  { path: '/cookies', render: () => <CookiePolicyPage /> },
  { path: '/support', render: () => <SupportPage /> },
  { path: '/pricing', render: () => <PricingPage /> },
  { path: '/email-setup', render: () => <EmailSetupPage /> },
  { path: '/developers', render: () => <DevelopersPage /> },
  { path: '/subscription', render: () => <SubscriptionPage /> },
  { path: '/upgrade', render: () => <SubscriptionPage /> },
  { path: '/email-settings', render: () => <EmailSettingsPage /> },
];

/**
 * Loads a lazy page's code at start-up when the path needs it, resolving once it has run (at once for other pages); a
 * page whose code fails to load is left to its route's error boundary.
 */
export function preloadRoute(pathname: string): Promise<void> {
  if (!matchPath('/article/:id(\\d+)', pathname)) return Promise.resolve();
  return loadArticlePage().then(
    () => undefined,
    () => undefined,
  );
}

/** The element for a path: the first matching route, else the 404 page. */
export function renderRoute(pathname: string): ReactNode {
  for (const route of ROUTES) {
    const params = matchPath(route.path, pathname);
    if (params) return route.render(params);
  }
  return <NotFoundPage />;
}
