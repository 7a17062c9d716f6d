import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { ContactPage } from './ContactPage';

afterEach(() => vi.restoreAllMocks());

const field = (label: string) => screen.getByLabelText(label, { selector: 'input, textarea' }) as HTMLInputElement | HTMLTextAreaElement;

describe('ContactPage', () => {
  it('has the four fields, each required by the browser, and a link to the FAQ', () => {
    renderWithProviders(<ContactPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeTruthy();
    for (const label of ['Name', 'Email', 'Subject', 'Message']) expect(field(label).required).toBe(true);
    expect(field('Email').getAttribute('type')).toBe('email');
    expect(screen.getByRole('link', { name: 'FAQ' }).getAttribute('href')).toBe('/faq');
    expect(screen.getByRole('link', { name: 'support@paperlight.app' }).getAttribute('href')).toBe('mailto:support@paperlight.app');
  });

  it('does not send while a field is empty', async () => {
    renderWithProviders(<ContactPage />);
    await userEvent.type(field('Name'), 'Ada Reader');
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.queryByText('Message Sent')).toBeNull();
    expect(field('Name').value).toBe('Ada Reader');
  });

  it("shows 'Message Sent' and clears the fields, without a server call", async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderWithProviders(<ContactPage />);
    await userEvent.type(field('Name'), 'Ada Reader');
    await userEvent.type(field('Email'), 'ada@example.com');
    await userEvent.type(field('Subject'), 'A summary that looks wrong');
    await userEvent.type(field('Message'), 'The summary of the sleep study gives the wrong sample size.');
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Message Sent')).toBeTruthy();
    expect(screen.getByText("Thank you for your message. We'll get back to you within 24 hours.")).toBeTruthy();
    for (const label of ['Name', 'Email', 'Subject', 'Message']) expect(field(label).value).toBe('');
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
