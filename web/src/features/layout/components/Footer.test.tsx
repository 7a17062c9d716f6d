import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { Footer } from './Footer';

describe('Footer', () => {
  it("has the brand, the three link columns (Support to the Support Center), this year's copyright and the support address", () => {
    renderWithProviders(<Footer />);
    expect(
      within(screen.getByRole('navigation', { name: 'Product' }))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Pricing', 'Features', 'FAQ']);
    expect(
      within(screen.getByRole('navigation', { name: 'Company' }))
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['About', '/about'],
      ['Contact', '/contact'],
      ['Support', '/support'],
      ['Developers', '/developers'],
    ]);
    expect(
      within(screen.getByRole('navigation', { name: 'Legal' }))
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/terms', '/privacy', '/medical-disclaimer', '/cookies']);
    expect(screen.getByText(`© ${new Date().getFullYear()} Paperlight. All rights reserved.`)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'support@paperlight.app' }).getAttribute('href')).toBe('mailto:support@paperlight.app');
  });

  it('promises no newsletter: there is no subscription field', () => {
    renderWithProviders(<Footer />);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /subscribe/i })).toBeNull();
    expect(screen.queryByText(/Stay Updated/i)).toBeNull();
  });
});

describe('the dark theme switch', () => {
  it('follows the device until the reader chooses, then keeps the choice in local storage', async () => {
    renderWithProviders(<Footer />);
    const toggle = screen.getByRole('switch', { name: 'Dark theme' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(window.localStorage.getItem('paperlight.colorScheme')).toBe('dark');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(window.localStorage.getItem('paperlight.colorScheme')).toBe('light');
  });
});
