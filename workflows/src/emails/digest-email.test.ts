import { describe, expect, it } from 'vitest';
import { digestEmailContent } from '#graph/modules/digest/digest-message.render.js';
import type { DigestArticleRow } from '#graph/modules/digest/digest.queries.js';
import { TEST_MAIL_SETTINGS } from '../../test/harness.js';
import type { DigestEmailContent } from '#graph/modules/digest/digest-message.render.js';
import { createDigestRenderer, renderDigestEmail } from './render-digest.js';

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

type Sections = { name: string | null; rows: DigestArticleRow[]; totalCount: number }[];

const content = (frequency: 'weekly' | 'daily', sections: Sections, reader = { userId: 42, name: 'Ada' }) =>
  digestEmailContent(TEST_MAIL_SETTINGS, reader, {
    frequency,
    periodKey: frequency === 'weekly' ? '2026-W48' : '2026-11-29',
    periodStart: new Date(frequency === 'weekly' ? '2026-11-22T14:00:00Z' : '2026-11-28T14:00:00Z'),
    periodEnd: new Date('2026-11-29T14:00:00Z'),
    sections,
    totalCount: sections.reduce((sum, section) => sum + section.totalCount, 0),
  });

describe('the digest email', () => {
  it('renders the weekly digest: a part per saved search, then the rest, with publication dates, summaries, links and the way out', async () => {
    const email = await renderDigestEmail(
      content('weekly', [
        { name: 'Obesity trials', rows: [rows[0]], totalCount: 1 },
        { name: null, rows: [rows[1]], totalCount: 13 },
      ]),
    );
    expect(email.subject).toBe('Your Paperlight weekly digest, Nov 22 – Nov 29: 14 new papers');
    expect(email.html).toMatchSnapshot('weekly.html');
    expect(email.text).toMatchSnapshot('weekly.txt');
    expect(email.text).toContain('Hi Ada, here are 14 papers new to Paperlight between Nov 22 and Nov 29, each with its publication date');
    expect(email.text).toContain('PubMed · Published Nov 23, 2026');
    expect(email.text).toContain(
      'Adults with obesity who ate only between noon and 8 pm lost about 4 kg more over a year. They also kept to the plan well.',
    );
    expect(email.text).not.toContain('Blood pressure did not change.');
    // The parts come in order, each paper under one of them.
    const text = email.text;
    expect(text.indexOf('OBESITY TRIALS (1)')).toBeGreaterThan(-1);
    expect(text.indexOf('OBESITY TRIALS (1)')).toBeLessThan(text.indexOf('article/101'));
    expect(text.indexOf('article/101')).toBeLessThan(text.indexOf('OTHER NEW PAPERS FROM YOUR SOURCES (13)'));
    expect(text.indexOf('OTHER NEW PAPERS FROM YOUR SOURCES (13)')).toBeLessThan(text.indexOf('article/102'));
    expect(email.html).toContain('href="https://paperlight.test/article/101"');
    expect(email.html).toContain('Wastewater &lt;surveillance&gt; &amp; &quot;early&quot; warning of RSV waves');
    expect(email.html).toContain('See 12 more new papers on Paperlight');
    expect(email.html).not.toContain('more new paper on');
    expect(email.html).toContain('https://paperlight.test/email/unsubscribe?token=42.');
  });

  it('renders a daily digest without saved searches as one untitled list, with no "more" link', async () => {
    const email = await renderDigestEmail(content('daily', [{ name: null, rows, totalCount: 2 }]));
    expect(email.subject).toBe('Your Paperlight daily digest, Nov 29: 2 new papers');
    expect(email.text).toMatchSnapshot('daily.txt');
    expect(email.text).toContain('here are 2 papers new to Paperlight between Nov 28 and Nov 29');
    expect(email.text).not.toContain('OTHER NEW PAPERS');
    expect(email.html).not.toContain('more new paper');
  });
});

describe('the digest renderer of a slot', () => {
  const weekly = (reader: { userId: number; name: string }) =>
    content(
      'weekly',
      [
        { name: 'Obesity trials', rows: [rows[0]], totalCount: 1 },
        { name: null, rows: [rows[1]], totalCount: 13 },
      ],
      reader,
    );
  const readers = [
    { userId: 42, name: 'Ada' },
    { userId: 7, name: 'Grace <b>"Amazing"</b> & O\'Brien' },
    { userId: 8, name: 'Zoë  van\tder  Berg' },
    { userId: 9, name: '$& $1 $$' },
  ];

  it('gives each reader byte for byte what rendering their own digest gives, rendering the shared body once', async () => {
    const rendered: DigestEmailContent[] = [];
    const render = createDigestRenderer({
      renderBody: (body) => {
        rendered.push(body);
        return renderDigestEmail(body);
      },
    });
    for (const reader of readers) {
      const email = await render(weekly(reader));
      expect(email, reader.name).toEqual(await renderDigestEmail(weekly(reader)));
      expect(email.html).toContain(`https://paperlight.test/email/unsubscribe?token=${reader.userId}.`);
    }
    expect(rendered).toHaveLength(1);
    expect(rendered[0].recipientName).not.toBe('Ada');
  });

  it('renders each distinct body once, even when its readers ask at the same moment, and keeps only as many as it may', async () => {
    const rendered: DigestEmailContent[] = [];
    const render = createDigestRenderer({
      capacity: 1,
      renderBody: (body) => {
        rendered.push(body);
        return renderDigestEmail(body);
      },
    });
    const daily = (reader: { userId: number; name: string }) => content('daily', [{ name: null, rows, totalCount: 2 }], reader);
    const emails = await Promise.all(readers.map((reader) => render(daily(reader))));
    expect(rendered).toHaveLength(1);
    expect(emails[1]).toEqual(await renderDigestEmail(daily(readers[1])));
    await render(weekly(readers[0]));
    expect(rendered).toHaveLength(2);
    // The daily body was let go for the weekly one, so it is rendered again.
    expect(await render(daily(readers[2]))).toEqual(await renderDigestEmail(daily(readers[2])));
    expect(rendered).toHaveLength(3);
  });

  it("renders for the reader alone when a body would not take the reader's parts back exactly once", async () => {
    const rendered: string[] = [];
    const render = createDigestRenderer({
      renderBody: async (body) => {
        rendered.push(body.recipientName);
        const email = await renderDigestEmail(body);
        // A template that showed the name twice.
        return { ...email, text: `${email.text}\n${body.recipientName}` };
      },
    });
    const email = await render(weekly(readers[1]));
    expect(rendered).toHaveLength(2);
    expect(rendered[1]).toBe(readers[1].name);
    expect(email.text.endsWith(`\n${readers[1].name}`)).toBe(true);
  });

  it('forgets a body whose rendering failed, so the next reader tries again', async () => {
    let calls = 0;
    const render = createDigestRenderer({
      renderBody: (body) => {
        calls += 1;
        return calls === 1 ? Promise.reject(new Error('template failed')) : renderDigestEmail(body);
      },
    });
    await expect(render(weekly(readers[0]))).rejects.toThrow('template failed');
    expect(await render(weekly(readers[0]))).toEqual(await renderDigestEmail(weekly(readers[0])));
  });
});
