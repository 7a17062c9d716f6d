import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { Footer } from './Footer';

describe('Footer', () => {
  it('has the brand, the three link columns, the 2025 copyright and social links', () => {
    renderWithProviders(<Footer />);
    expect(
      within(screen.getByRole('navigation', { name: 'Product' }))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Pricing', 'Features', 'FAQ']);
    expect(
      within(screen.getByRole('navigation', { name: 'Company' }))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['About', 'Contact', 'Support']);
    expect(
      within(screen.getByRole('navigation', { name: 'Legal' }))
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/terms', '/privacy', '/medical-disclaimer', '/cookies']);
    expect(screen.getByText('© 2025 Paperlight. All rights reserved.')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Social links' })).getAllByRole('link')).toHaveLength(3);
  });

  it('thanks a subscriber with a toast and clears the field, without a server call; an empty field does nothing', async () => {
    renderWithProviders(<Footer />);
    const email = screen.getByLabelText('Email address');
    expect(email.getAttribute('type')).toBe('email');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.queryByText('Thank you for subscribing!')).toBeNull();
    await userEvent.type(email, 'reader@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Thank you for subscribing!')).toBeTruthy();
    expect(screen.getByText("You'll receive updates about new features and research insights.")).toBeTruthy();
    expect((email as HTMLInputElement).value).toBe('');
  });
});
