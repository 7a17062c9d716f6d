import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { AboutPage } from './AboutPage';
import { EmailSetupPage } from './EmailSetupPage';
import { FeaturesPage } from './FeaturesPage';

const mainText = () => (document.querySelector('main')?.textContent ?? '').replace(/\s+/g, ' ');

describe('AboutPage', () => {
  it('says what Paperlight is, where papers come from, and what it is not', () => {
    renderWithProviders(<AboutPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'About Paperlight' })).toBeTruthy();
    const text = mainText();
    expect(text).toContain('AI-powered academic news that makes medical research readable');
    expect(text).toContain('PubMed (covering MEDLINE and PubMed Central), medRxiv, PLOS and DOAJ');
    expect(text).toContain('Paperlight is not medical advice');
    expect(screen.getByRole('link', { name: 'Medical Disclaimer' }).getAttribute('href')).toBe('/medical-disclaimer');
    expect(screen.getByRole('link', { name: 'contact form' }).getAttribute('href')).toBe('/contact');
  });
});

describe('FeaturesPage', () => {
  it('describes the reader and Premium features with the product’s figures', () => {
    renderWithProviders(<FeaturesPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Features' })).toBeTruthy();
    const text = mainText();
    expect(text).toContain('400+ new articles');
    expect(text).toContain('33 categories');
    expect(text).toContain('every 5 minutes');
    for (const name of ['Clinical Takeaway', 'Ask AI', 'Email digest'])
      expect(screen.getByRole('heading', { level: 3, name })).toBeTruthy();
  });

  it('has Start Reading Free to / and View Pricing to /subscription', () => {
    renderWithProviders(<FeaturesPage />);
    expect(screen.getByRole('link', { name: 'Start Reading Free' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'View Pricing' }).getAttribute('href')).toBe('/subscription');
  });
});

describe('EmailSetupPage', () => {
  it('shows the Sunday 9:00 AM EST schedule, links to the digest settings and explains sender verification', () => {
    renderWithProviders(<EmailSetupPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Email Setup Guide' })).toBeTruthy();
    expect(screen.getByText('Every Sunday at 9:00 AM EST')).toBeTruthy();
    expect(mainText()).toContain('8:00, 9:00, 10:00, 12:00 or 18:00 EST');
    expect(screen.getByRole('link', { name: 'Open Email Digest Settings' }).getAttribute('href')).toBe('/email-settings');
    expect(screen.getByRole('heading', { level: 2, name: 'For operators: verify the sender identity' })).toBeTruthy();
    expect(mainText()).toMatch(/SPF .*DKIM .*DMARC/);
  });
});
