import { lazy, type ReactNode } from 'react';
import { HomeFeedPage } from '../pages/HomeFeedPage';
import { matchPath, type RouteParams } from '../lib/router';

const loadArticlePage = () => import('../pages/ArticlePage');
const ArticlePage = lazy(() => loadArticlePage().then((module) => ({ default: module.ArticlePage })));
const AuthPage = lazy(() => import('../pages/AuthPage').then((module) => ({ default: module.AuthPage })));
const ProfilePage = lazy(() => import('../pages/ProfilePage').then((module) => ({ default: module.ProfilePage })));
const BookmarksPage = lazy(() => import('../pages/BookmarksPage').then((module) => ({ default: module.BookmarksPage })));
const PlaceholderPage = lazy(() => import('../pages/PlaceholderPage').then((module) => ({ default: module.PlaceholderPage })));
const NotFoundPage = lazy(() => import('../pages/NotFoundPage').then((module) => ({ default: module.NotFoundPage })));

interface RouteDefinition {
  path: string;
  render(params: RouteParams): ReactNode;
}

/** Screens of a later issue: their routes show the title and a line saying the page is being written, never the 404. */
export const PLACEHOLDER_TITLES: Readonly<Record<string, string>> = {
  '/subscription': 'Choose Your Plan',
  '/upgrade': 'Choose Your Plan',
  '/email-settings': 'Email Digest Settings',
  '/email-setup': 'Email Setup Guide',
  '/about': 'About Paperlight',
  '/features': 'Features',
  '/faq': 'Frequently Asked Questions',
  '/contact': 'Contact Us',
  '/medical-disclaimer': 'Medical Disclaimer',
  '/terms': 'Terms of Service',
  '/privacy': 'Privacy Policy',
  '/cookies': 'Cookie Policy',
  '/support': 'Support Center',
  '/pricing': 'Pricing',
};

/** The route table of spec section 2 (the article id is numeric). */
const ROUTES: readonly RouteDefinition[] = [
  { path: '/', render: () => <HomeFeedPage /> },
  { path: '/auth', render: () => <AuthPage /> },
  { path: '/article/:id(\\d+)', render: (params) => <ArticlePage key={params.id} params={params} /> },
  { path: '/profile', render: () => <ProfilePage /> },
  { path: '/bookmarks', render: () => <BookmarksPage /> },
  ...Object.entries(PLACEHOLDER_TITLES).map(([path, title]) => ({ path, render: () => <PlaceholderPage title={title} /> })),
];

/** Starts loading a lazy page's code at start-up, in parallel with the main bundle's work, when the path needs it. */
export function preloadRoute(pathname: string): void {
  if (matchPath('/article/:id(\\d+)', pathname)) void loadArticlePage();
}

/** The element for a path: the first matching route, else the 404 page. */
export function renderRoute(pathname: string): ReactNode {
  for (const route of ROUTES) {
    const params = matchPath(route.path, pathname);
    if (params) return route.render(params);
  }
  return <NotFoundPage />;
}
