import { ApolloClient, InMemoryCache } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { act, render, renderHook, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAuth } from '../features/auth';
import { setAnalyticsSink, type AnalyticsEvent } from '../lib/analytics';
import { navigate } from '../lib/router';
import { categoriesMock, feedMock, premiumPlanMock, viewerMock } from '../test/mocks';
import { App } from './App';
import { cacheTypePolicies } from './cachePolicies';

function renderApp(path: string, mocks = [viewerMock(null), categoriesMock([]), feedMock([])], delay = 0) {
  window.history.replaceState(null, '', path);
  window.localStorage.setItem('paperlight.onboarding.completed', 'true');
  const client = new ApolloClient({
    cache: new InMemoryCache({ typePolicies: cacheTypePolicies }),
    link: new MockLink(mocks, { defaultOptions: { delay } }),
  });
  return render(<App client={client} />);
}

describe('App shell', () => {
  it("shows 'Loading' instead of the routes while the signed-in state loads", async () => {
    renderApp('/', [viewerMock(null), categoriesMock([]), feedMock([])], 50);
    expect(screen.getByText('Loading')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Latest Research' })).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Latest Research' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/auth');
  });

  it('renders the 404 page with its exact texts for unknown paths', async () => {
    renderApp('/nowhere', [viewerMock(null)]);
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeTruthy();
    expect(screen.getByText('There is no page at this address. It may have moved, or the link may be mistyped.')).toBeTruthy();
  });

  it.each(['/subscription', '/upgrade'])('sends a guest from %s to /auth', async (path) => {
    renderApp(path, [viewerMock(null)]);
    expect(await screen.findByText('Please sign in to upgrade your subscription')).toBeTruthy();
    expect(window.location.pathname).toBe('/auth');
  });

  it("shows 'Pro Feature Required' on /email-settings to a guest", async () => {
    renderApp('/email-settings', [viewerMock(null)]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Email Digest Settings' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Pro Feature Required' })).toBeTruthy();
    expect(document.title).toBe('Email Digest Settings · Paperlight');
  });

  it.each([
    ['/about', 'About Paperlight'],
    ['/features', 'Features'],
    ['/faq', 'Frequently Asked Questions'],
    ['/contact', 'Contact Us'],
    ['/medical-disclaimer', 'Medical Disclaimer'],
    ['/terms', 'Terms of Service'],
    ['/privacy', 'Privacy Policy'],
    ['/cookies', 'Cookie Policy'],
    ['/support', 'Support Center'],
    ['/pricing', 'Pricing'],
    ['/email-setup', 'Email Setup Guide'],
    ['/developers', 'Developers'],
  ])('renders the written page at %s, with its title in the tab', async (path, title) => {
    renderApp(path, [viewerMock(null), premiumPlanMock()]);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(document.title).toBe(`${title} · Paperlight`);
  });

  it('sends a page-view event on each path change, and has the footer on every screen', async () => {
    const events: Array<[AnalyticsEvent, unknown]> = [];
    setAnalyticsSink((event, props) => events.push([event, props]));
    renderApp('/faq', [viewerMock(null)]);
    await screen.findByRole('heading', { name: 'Frequently Asked Questions' });
    act(() => navigate('/about'));
    await screen.findByRole('heading', { name: 'About Paperlight' });
    expect(events.filter(([event]) => event === 'page_view')).toEqual([
      ['page_view', { path: '/faq' }],
      ['page_view', { path: '/about' }],
    ]);
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  it('useAuth outside its provider says so', () => {
    expect(() => renderHook(() => useAuth())).toThrow('useAuth must be used within an AuthProvider');
  });
});
