import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SendContactMessageDocument } from '../../gql/graphql';
import { mockError, mockQuery } from '../../test/mocks';
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

  const input = {
    name: 'Ada Reader',
    email: 'ada@example.com',
    subject: 'A summary that looks wrong',
    message: 'The summary of the sleep study gives the wrong sample size.',
  };
  const fill = async () => {
    for (const [label, value] of [
      ['Name', input.name],
      ['Email', input.email],
      ['Subject', input.subject],
      ['Message', input.message],
    ] as const) {
      await userEvent.click(field(label));
      await userEvent.paste(value);
    }
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
  };

  it("sends the message, then shows 'Message Sent' with the server's confirmation and clears the fields", async () => {
    renderWithProviders(<ContactPage />, {
      mocks: [mockQuery(SendContactMessageDocument, { input }, { sendContactMessage: 'Thank you for your message.' })],
    });
    await fill();
    expect(await screen.findByText('Message Sent')).toBeTruthy();
    expect(screen.getByText('Thank you for your message.')).toBeTruthy();
    for (const label of ['Name', 'Email', 'Subject', 'Message']) expect(field(label).value).toBe('');
  });

  it("shows 'Message not sent' with the server's sentence and keeps the fields", async () => {
    renderWithProviders(<ContactPage />, {
      mocks: [
        mockError(
          SendContactMessageDocument,
          { input },
          'You have sent several messages in a short time. Please try again in 1 hour.',
          'RATE_LIMITED',
        ),
      ],
    });
    await fill();
    expect(await screen.findByText('Message not sent')).toBeTruthy();
    expect(screen.getByText('You have sent several messages in a short time. Please try again in 1 hour.')).toBeTruthy();
    expect(field('Message').value).toBe(input.message);
  });
});
