import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { SupportPage } from './SupportPage';

const search = () => screen.getByRole('searchbox', { name: 'Search help articles' });
const articleTitles = () => screen.getAllByRole('article').map((article) => article.querySelector('h4')?.textContent);

describe('SupportPage', () => {
  it('has cards to the FAQ, the features and the contact page', () => {
    renderWithProviders(<SupportPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Support Center' })).toBeTruthy();
    const cards = within(screen.getByRole('list', { name: 'Start here' })).getAllByRole('link');
    expect(cards.map((link) => link.getAttribute('href'))).toEqual(['/faq', '/features', '/contact']);
  });

  it('links popular topics to help articles on the page', () => {
    renderWithProviders(<SupportPage />);
    const topics = within(screen.getByRole('region', { name: 'Popular topics' })).getAllByRole('link');
    expect(topics.length).toBeGreaterThanOrEqual(4);
    for (const topic of topics) {
      const href = topic.getAttribute('href') ?? '';
      expect(href).toMatch(/^#[a-z-]+$/);
      expect(document.getElementById(href.slice(1))?.tagName).toBe('ARTICLE');
    }
  });

  it('shows the help articles in four groups; the privacy group links to the policies', () => {
    renderWithProviders(<SupportPage />);
    const groups = within(screen.getByRole('region', { name: 'Help articles' }))
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(groups).toEqual(['Account & Subscription', 'Using Paperlight', 'Technical Support', 'Privacy & Security']);
    const privacy = within(screen.getByRole('region', { name: 'Privacy & Security' }));
    expect(privacy.getByRole('link', { name: 'Read the Privacy Policy' }).getAttribute('href')).toBe('/privacy');
    expect(privacy.getByRole('link', { name: 'Read the Cookie Policy' }).getAttribute('href')).toBe('/cookies');
  });

  it('offers email, the contact form and the knowledge base, with the 24-hour response time', () => {
    renderWithProviders(<SupportPage />);
    const contact = within(screen.getByRole('region', { name: 'Still need help?' }));
    expect(contact.getByText('Every message gets a reply within 24 hours.')).toBeTruthy();
    expect(contact.getByRole('link', { name: 'Email support' }).getAttribute('href')).toBe('mailto:support@paperlight.app');
    expect(contact.getByRole('link', { name: 'Contact form' }).getAttribute('href')).toBe('/contact');
    expect(contact.getByRole('link', { name: 'Knowledge base' }).getAttribute('href')).toBe('/faq');
  });

  it('filters the help articles as you type, says how many match, and can be cleared', async () => {
    renderWithProviders(<SupportPage />);
    const all = articleTitles().length;
    expect(screen.getByRole('status').textContent).toBe(`${all} help articles`);

    await userEvent.type(search(), 'cancel');
    expect(articleTitles()).toEqual(['Cancelling Premium']);
    expect(screen.getByRole('status').textContent).toBe(`1 of ${all} help articles match “cancel”`);

    await userEvent.clear(search());
    await userEvent.type(search(), 'COOKIE policy');
    expect(articleTitles()).toEqual(['Cookies and browser storage']);

    await userEvent.clear(search());
    await userEvent.type(search(), 'zebra');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.getByText(/No help articles match your search/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(articleTitles()).toHaveLength(all);
    expect((search() as HTMLInputElement).value).toBe('');
  });

  it('clears the search when a popular topic is chosen, so its article is there to land on', async () => {
    renderWithProviders(<SupportPage />, { path: '/support' });
    await userEvent.type(search(), 'cookie');
    await userEvent.click(screen.getByRole('link', { name: 'Cancelling Premium' }));
    expect((search() as HTMLInputElement).value).toBe('');
    expect(document.getElementById('cancelling-premium')).toBeTruthy();
    expect(window.location.hash).toBe('#cancelling-premium');
  });
});
