import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../lib/storage';
import { renderWithProviders } from '../../test/render';
import { CookiePolicyPage } from './CookiePolicyPage';
import { MedicalDisclaimerPage } from './MedicalDisclaimerPage';
import { PrivacyPage } from './PrivacyPage';
import { TermsPage } from './TermsPage';

const mainText = () => (document.querySelector('main')?.textContent ?? '').replace(/\s+/g, ' ');
const sectionTitles = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('MedicalDisclaimerPage', () => {
  it('was last updated on November 25, 2026 and says the content is not medical advice', () => {
    renderWithProviders(<MedicalDisclaimerPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Medical Disclaimer' })).toBeTruthy();
    expect(screen.getByText('Last updated: November 25, 2026')).toBeTruthy();
    expect(mainText()).toContain('Paperlight is for information only and is not medical advice.');
    expect(mainText()).toContain('Preprints, such as most papers from medRxiv, have not been peer reviewed');
    expect(mainText()).toContain('call your local emergency number');
  });
});

describe('TermsPage', () => {
  it('has the twelve sections, last updated November 25, 2026', () => {
    renderWithProviders(<TermsPage />);
    expect(screen.getByText('Last updated: November 25, 2026')).toBeTruthy();
    expect(sectionTitles()).toEqual([
      '1. Acceptance of Terms',
      '2. Description of Service',
      '3. Medical Disclaimer',
      '4. User Accounts and Responsibilities',
      '5. Subscription and Payment',
      '6. Intellectual Property',
      '7. Prohibited Uses',
      '8. Privacy',
      '9. Limitation of Liability',
      '10. Termination',
      '11. Changes to These Terms',
      '12. Contact',
    ]);
  });

  it('states the billing and use rules', () => {
    renderWithProviders(<TermsPage />);
    const text = mainText();
    expect(text).toContain('Premium is billed monthly');
    expect(text).toContain('renews automatically at the end of each billing period unless you cancel it');
    expect(text).toContain('You can cancel at any time in your account settings');
    expect(text).toContain('We do not give refunds for partial billing periods');
    expect(text).toContain('scrape, crawl or copy Paperlight in bulk with automated tools');
    expect(within(screen.getByRole('region', { name: '12. Contact' })).getByRole('link', { name: 'support@paperlight.app' })).toBeTruthy();
  });
});

describe('PrivacyPage', () => {
  it('says what is collected, for how long, and how requests are answered (last updated November 25, 2026)', () => {
    renderWithProviders(<PrivacyPage />);
    expect(screen.getByText('Last updated: November 25, 2026')).toBeTruthy();
    const text = mainText();
    expect(text).toContain('Your username and email address.');
    expect(text).toContain('Your password, in encrypted form only');
    expect(text).toContain('Usage data:');
    expect(text).toContain('We never receive or store your card number');
    expect(text).toContain('Usage analytics: 24 months.');
    expect(text).toContain('Support communications: 3 years.');
    expect(text).toContain('not designed for children under 13');
    expect(text).toContain('We answer privacy requests within 30 days.');
    expect(text).toContain('We do not sell personal data');
    expect(screen.getByRole('link', { name: 'Cookie Policy' }).getAttribute('href')).toBe('/cookies');
  });
});

describe('CookiePolicyPage', () => {
  it('lists the four cookie types with their durations, the analytics retention, the choices and the reply time', () => {
    renderWithProviders(<CookiePolicyPage />);
    const types = within(screen.getByRole('table', { name: 'Types of cookies' }));
    const rows = types
      .getAllByRole('row')
      .slice(1)
      .map((row) => [row.querySelector('th')?.textContent, row.lastElementChild?.textContent]);
    expect(rows).toEqual([
      ['Essential', 'Session, or up to 30 days'],
      ['Functional', 'Up to 1 year'],
      ['Analytics', 'Up to 2 years'],
      ['Performance', 'Session to 1 year'],
    ]);
    const text = mainText();
    expect(text).toContain('kept for up to 24 months');
    expect(text).toContain('accept all, keep essential only, or customize by category');
    expect(text).toContain('We reply within 5 business days.');
  });

  it('names the session cookie, its flags and its idle timeout (the browser tests compare it with the cookie the server sets)', () => {
    renderWithProviders(<CookiePolicyPage />);
    const cookie = within(screen.getByRole('table', { name: 'The session cookie' }));
    const row = cookie.getAllByRole('row')[1];
    expect(row.textContent).toContain('paperlight.sid');
    expect(row.textContent).toContain('__Host-paperlight.sid');
    expect(row.textContent).toContain('HttpOnly');
    expect(row.textContent).toContain('SameSite=Lax');
    expect(row.textContent).toContain('Secure');
    expect(row.textContent).toContain('30 minutes after your last request');
  });

  it('lists exactly the browser storage keys the client uses', () => {
    renderWithProviders(<CookiePolicyPage />);
    const storage = within(screen.getByRole('table', { name: 'Browser storage' }));
    const names = storage.getAllByRole('rowheader').map((cell) => cell.textContent);
    expect(names.sort()).toEqual(Object.values(STORAGE_KEYS).sort());
  });
});
