import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AiAllowanceDocument, AskAboutArticleDocument } from '../../../gql/graphql';
import { buildViewer } from '../../../test/fixtures';
import { mockError, mockQuery, PREMIUM_STATUS, subscriptionStatusMock } from '../../../test/mocks';
import { renderWithProviders, type RenderOptions } from '../../../test/render';
import { AiActions } from './AiActions';

const QUOTE = 'Participants were followed for 12 months after randomisation.';

function answer(question: string, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'ArticleAnswer',
    question,
    coverage: 'ANSWERED',
    answer: 'They were followed for 12 months.',
    quotes: [QUOTE],
    provider: 'local',
    model: 'bm25-v1',
    offline: true,
    notice: "Offline answer: found by matching the question against the abstract's own sentences; no AI model was used.",
    ...overrides,
  };
}

const askMock = (question: string, overrides: Record<string, unknown> = {}, delay = 0) =>
  mockQuery(AskAboutArticleDocument, { articleId: '1', question }, { askAboutArticle: answer(question, overrides) }, delay);

const allowanceMock = (used: number) =>
  mockQuery(
    AiAllowanceDocument,
    {},
    { aiAllowance: { __typename: 'AiAllowance', questionsPerDay: 50, questionsUsed: used, renewsAt: '2026-11-26T00:00:00.000Z' } },
  );

function renderPremium(mocks: RenderOptions['mocks'] = []) {
  return renderWithProviders(<AiActions articleId="1" takeawayLabel="Clinician Takeaway" amaLabel="AI AMA" />, {
    path: '/',
    user: buildViewer(),
    mocks: [subscriptionStatusMock(PREMIUM_STATUS), ...(mocks ?? [])],
  });
}

async function openPanel() {
  await userEvent.click(screen.getByRole('button', { name: 'AI AMA' }));
  return within(await screen.findByRole('region', { name: 'AI AMA' }));
}

describe('the AMA panel', () => {
  it('asks the trimmed question and shows the answer with its quotes marked as from the abstract', async () => {
    renderPremium([allowanceMock(3), askMock('How long was follow-up?', {}, 300), allowanceMock(4)]);
    const panel = await openPanel();
    const box = await panel.findByLabelText('Ask a question about this paper');
    const ask = panel.getByRole('button', { name: 'Ask' });
    expect(ask.hasAttribute('disabled')).toBe(true);
    await userEvent.type(box, '   ');
    expect(ask.hasAttribute('disabled')).toBe(true);
    await userEvent.type(box, 'How long was follow-up?  ');
    expect(panel.getByText(/^28\/500 characters/)).toBeTruthy();
    expect(await panel.findByText('47 of 50 questions left today.')).toBeTruthy();
    await userEvent.click(ask);
    expect((await panel.findByRole('button', { name: 'Asking...' })).hasAttribute('disabled')).toBe(true);
    expect(await panel.findByText('They were followed for 12 months.')).toBeTruthy();
    expect(panel.getByText('Quoted from the abstract')).toBeTruthy();
    const quote = panel.getByText(QUOTE);
    expect(quote.tagName).toBe('BLOCKQUOTE');
    expect(panel.getByText('offline')).toBeTruthy();
    expect(await panel.findByText('46 of 50 questions left today.')).toBeTruthy();
  });

  it('says clearly when the abstract does not answer, or answers only part', async () => {
    renderPremium([
      askMock('Was it cost-effective?', { coverage: 'NOT_IN_ABSTRACT', answer: 'The abstract does not say.', quotes: [] }),
      askMock('Who funded it and for how long?', { coverage: 'PARTLY', answer: 'Follow-up was 12 months; funding is not stated.' }),
    ]);
    const panel = await openPanel();
    await userEvent.type(await panel.findByLabelText('Ask a question about this paper'), 'Was it cost-effective?');
    await userEvent.click(panel.getByRole('button', { name: 'Ask' }));
    expect(await panel.findByText('The abstract does not answer this question, so nothing is guessed.')).toBeTruthy();
    expect(panel.getByText('The abstract does not say.')).toBeTruthy();
    expect(panel.queryByText('Quoted from the abstract')).toBeNull();

    const box = panel.getByLabelText('Ask a question about this paper');
    await userEvent.clear(box);
    await userEvent.type(box, 'Who funded it and for how long?');
    await userEvent.click(panel.getByRole('button', { name: 'Ask' }));
    expect(await panel.findByText('The abstract answers only part of this question.')).toBeTruthy();
    expect(panel.queryByText('The abstract does not say.')).toBeNull();
  });

  it("says 'Failed to get AI response. Please try again.' with the server's reason", async () => {
    const limit = 'You have asked all 50 of today’s questions. Your allowance renews at midnight UTC.';
    renderPremium([mockError(AskAboutArticleDocument, { articleId: '1', question: 'Why?' }, limit, 'RATE_LIMITED')]);
    const panel = await openPanel();
    await userEvent.type(await panel.findByLabelText('Ask a question about this paper'), 'Why?');
    await userEvent.click(panel.getByRole('button', { name: 'Ask' }));
    const alert = await panel.findByRole('alert');
    expect(alert.textContent).toBe(`Failed to get AI response. Please try again. ${limit}`);
    expect(panel.getByRole('button', { name: 'Ask' }).hasAttribute('disabled')).toBe(false);
  });

  it('toggles closed, and opens again with the question and answer cleared', async () => {
    renderPremium([askMock('How long was follow-up?')]);
    let panel = await openPanel();
    await userEvent.type(await panel.findByLabelText('Ask a question about this paper'), 'How long was follow-up?');
    await userEvent.click(panel.getByRole('button', { name: 'Ask' }));
    await panel.findByText('They were followed for 12 months.');
    const toggle = screen.getByRole('button', { name: 'AI AMA' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(toggle);
    expect(screen.queryByRole('region', { name: 'AI AMA' })).toBeNull();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');

    panel = await openPanel();
    expect(((await panel.findByLabelText('Ask a question about this paper')) as HTMLTextAreaElement).value).toBe('');
    expect(panel.queryByText('They were followed for 12 months.')).toBeNull();
  });

  it('holds a question to 500 characters', async () => {
    renderPremium();
    const panel = await openPanel();
    const box = (await panel.findByLabelText('Ask a question about this paper')) as HTMLTextAreaElement;
    expect(box.maxLength).toBe(500);
  });
});
