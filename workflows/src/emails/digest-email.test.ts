import { describe, expect, it } from 'vitest';
import { digestEmailContent } from '#graph/modules/digest/digest-message.render.js';
import type { DigestArticleRow } from '#graph/modules/digest/digest.queries.js';
import { TEST_MAIL_SETTINGS } from '../../test/harness.js';
import { renderDigestEmail } from './render-digest.js';

const rows: DigestArticleRow[] = [
  {
    id: 101,
    title: 'Effect of Time-Restricted Eating on Weight Loss in Adults With Obesity: A Randomized Clinical Trial',
    simplified_title: 'Eating within an 8-hour window helped adults with obesity lose weight',
    ai_summary:
      'Adults with obesity who ate only between noon and 8 pm lost about 4 kg more over a year. They also kept to the plan well. Blood pressure did not change.',
    source: 'PubMed',
    published_date: new Date('2026-11-23T00:00:00Z'),
  },
  {
    id: 102,
    title: 'Wastewater <surveillance> & "early" warning of RSV waves',
    simplified_title: null,
    ai_summary: null,
    source: 'medRxiv',
    published_date: new Date('2026-11-24T00:00:00Z'),
  },
];

const content = (frequency: 'weekly' | 'daily', totalCount: number) =>
  digestEmailContent(
    TEST_MAIL_SETTINGS,
    { userId: 42, name: 'Ada' },
    {
      frequency,
      periodKey: frequency === 'weekly' ? '2026-W48' : '2026-11-29',
      periodStart: new Date(frequency === 'weekly' ? '2026-11-22T14:00:00Z' : '2026-11-28T14:00:00Z'),
      periodEnd: new Date('2026-11-29T14:00:00Z'),
      rows,
      totalCount,
    },
  );

describe('the digest email', () => {
  it('renders the weekly digest: HTML and text parts, simplified titles, two-sentence summaries, links and the way out', async () => {
    const email = await renderDigestEmail(content('weekly', 14));
    expect(email.subject).toBe('Your Paperlight weekly digest, Nov 22 – Nov 29: 14 new papers');
    expect(email.html).toMatchSnapshot('weekly.html');
    expect(email.text).toMatchSnapshot('weekly.txt');
    expect(email.text).toContain(
      'Adults with obesity who ate only between noon and 8 pm lost about 4 kg more over a year. They also kept to the plan well.',
    );
    expect(email.text).not.toContain('Blood pressure did not change.');
    expect(email.html).toContain('href="https://paperlight.test/article/101"');
    expect(email.html).toContain('Wastewater &lt;surveillance&gt; &amp; &quot;early&quot; warning of RSV waves');
    expect(email.html).toContain('See 12 more new papers on Paperlight');
    expect(email.html).toContain('https://paperlight.test/email/unsubscribe?token=42.');
  });

  it('renders a daily digest with everything listed and no "more" link', async () => {
    const email = await renderDigestEmail(content('daily', 2));
    expect(email.subject).toBe('Your Paperlight daily digest, Nov 29: 2 new papers');
    expect(email.text).toMatchSnapshot('daily.txt');
    expect(email.html).not.toContain('more new paper');
  });
});
