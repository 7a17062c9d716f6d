import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { FaqPage } from './FaqPage';

const questionButtons = () =>
  screen.getAllByRole('button', { expanded: false }).concat(screen.queryAllByRole('button', { expanded: true }));
const answerOf = (button: HTMLElement) => document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement;

describe('FaqPage', () => {
  it('lists 14 questions, all closed, as disclosure buttons under headings', () => {
    renderWithProviders(<FaqPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeTruthy();
    const buttons = questionButtons();
    expect(buttons).toHaveLength(14);
    for (const button of buttons) {
      expect(button.getAttribute('aria-expanded')).toBe('false');
      expect(answerOf(button).hidden).toBe(true);
      expect(button.closest('h2')).toBeTruthy();
    }
  });

  it('opens and closes an answer with a click, Enter and Space', async () => {
    renderWithProviders(<FaqPage />);
    const button = screen.getByRole('button', { name: 'Is there a free trial?' });
    await userEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(within(answerOf(button)).getByText(/^No\. The Free plan has no time limit/)).toBeTruthy();
    await userEvent.keyboard('{Enter}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(answerOf(button).hidden).toBe(true);
    await userEvent.keyboard(' ');
    expect(button.getAttribute('aria-expanded')).toBe('true');
  });

  it('answers as the product behaves: hourly fetching, the four sources, AI summaries, premium, cancelling and data', async () => {
    renderWithProviders(<FaqPage />);
    for (const button of questionButtons()) await userEvent.click(button);
    const text = document.querySelector('main')?.textContent ?? '';
    expect(text).toContain('Every hour. Paperlight checks each source once an hour');
    expect(text).toMatch(/PubMed .*medRxiv, PLOS .*DOAJ, the\s+Directory of Open Access Journals/);
    expect(text).toContain('by an AI language model');
    expect(text).toContain('offline summariser');
    expect(text).toContain('No one at Paperlight reviews a summary before it appears');
    expect(text).toContain('Clinical Takeaway');
    expect(text).toContain('Premium stays active until the end of the billing period you have paid');
    expect(text).toContain('Payments are not refunded for partly used periods');
    expect(text).toContain('never sees or stores your card number');
    expect(text).toContain('We do not sell personal data');
    expect(text).toContain('We answer privacy requests within 30 days');
    expect(screen.getByRole('link', { name: 'support@paperlight.app' }).getAttribute('href')).toBe('mailto:support@paperlight.app');
  });

  it('opens the question a link points at', () => {
    renderWithProviders(<FaqPage />, { path: '/faq#cancel' });
    expect(screen.getByRole('button', { name: 'How do I cancel Premium?' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('button', { name: 'Is there a free trial?' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('sends remaining questions to Contact Support', () => {
    renderWithProviders(<FaqPage />);
    expect(screen.getByRole('link', { name: 'Contact Support' }).getAttribute('href')).toBe('/contact');
  });
});
