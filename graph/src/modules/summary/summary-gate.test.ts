import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAi, type FakeOpenAi } from '../../../../workflows/test/fake-openai.js';
import { LocalSummariser } from './local-summariser.service.js';
import { AiGateway } from '../ai-gateway/ai-gateway.service.js';
import { AiSummariser } from './ai-summariser.service.js';
import { summariseWithQualityGate } from './summary-gate.rules.js';
import type { Summariser, SummaryInput, SummaryResult, SummaryRevision } from './summariser.types.js';

// A real medRxiv record (workflows/test/fixtures/sources/medrxiv, August 2026 page), abstract cut after the methods.
const PAPER: SummaryInput = {
  title: 'Dietary Inflammatory Potential, Dietary Diversity and Micronutrient Adequacy Are Associated with Rheumatoid Arthritis',
  abstract:
    'Background: Rheumatoid arthritis (RA) is a chronic autoimmune disease influenced by genetic and environmental factors, including diet.\n\nMethods: In this unmatched case-control study, 301 newly diagnosed RA cases and 314 healthy controls from Hyderabad, India, were enrolled.',
  abstractSections: [],
  isPreprint: false,
  journal: 'medRxiv',
};

const HARD_AND_INVENTED =
  'Investigators demonstrated statistically significant amelioration of inflammatory autoantibody characteristics among 999 rheumatological participants consuming micronutrient-deficient, proinflammatory dietary configurations.';
const PLAIN =
  'Researchers compared 301 people with rheumatoid arthritis and 314 people without it. People who ate a poorer diet were more likely to have the disease.';
const PLAIN_WITH_SUM = 'Researchers looked at 615 people in India. Those with rheumatoid arthritis tended to eat a less varied diet.';

function answer(summary: string, choice: { finish_reason?: string; refusal?: string | null; raw?: string } = {}) {
  return {
    status: 200,
    body: {
      id: 'chatcmpl-test',
      object: 'chat.completion',
      created: 1,
      model: 'gpt-4o-mini-2026-01-01',
      choices: [
        {
          index: 0,
          message: {
            role: 'assistant',
            content: choice.raw ?? JSON.stringify({ simplifiedTitle: 'Diet and rheumatoid arthritis', summary, detailedSummary: summary }),
            refusal: choice.refusal ?? null,
          },
          finish_reason: choice.finish_reason ?? 'stop',
        },
      ],
    },
  };
}

let fake: FakeOpenAi;
let summariser: AiSummariser;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  summariser = new AiSummariser(new AiGateway({ apiKey: 'sk-test', baseUrl: fake.baseUrl, model: 'gpt-4o-mini', retryDelayMs: 5 }));
});

afterEach(() => fake.reset());

afterAll(async () => {
  await fake?.close();
});

describe('summariseWithQualityGate', () => {
  it('keeps an AI summary that passes at the first request, with its grade and number check, unflagged', async () => {
    fake.script(answer(PLAIN_WITH_SUM));
    const result = await summariseWithQualityGate(summariser, PAPER);
    expect(fake.requests).toHaveLength(1);
    expect(result).toMatchObject({ summary: PLAIN_WITH_SUM, provider: 'openai', qualityFlag: null });
    expect(result.quality).toMatchObject({ numbersTraceable: true, untraceableNumbers: [] });
    expect(result.quality.readingGrade).toBeLessThanOrEqual(9);
  });

  it('asks once more, stating the failures, when the grade is over 9 and a number is invented, and keeps the better draft', async () => {
    fake.script(answer(HARD_AND_INVENTED), answer(PLAIN));
    const result = await summariseWithQualityGate(summariser, PAPER);

    expect(fake.requests).toHaveLength(2);
    const retry = fake.requests[1].messages;
    expect(retry.slice(0, 2)).toEqual(fake.requests[0].messages);
    expect(retry[2]).toEqual({
      role: 'assistant',
      content: JSON.stringify({
        simplifiedTitle: 'Diet and rheumatoid arthritis',
        summary: HARD_AND_INVENTED,
        detailedSummary: HARD_AND_INVENTED,
      }),
    });
    expect(retry[3].role).toBe('user');
    expect(retry[3].content).toMatch(/reads at grade \d+\.\d on the Flesch-Kincaid scale, above 9/);
    expect(retry[3].content).toContain('gives numbers the abstract does not state (999)');

    expect(result.summary).toBe(PLAIN);
    expect(result.quality).toMatchObject({ numbersTraceable: true });
    expect(result.quality.readingGrade).toBeLessThanOrEqual(9);
    expect(result.qualityFlag).toMatch(
      /^The first draft reads at grade .* and gives numbers the abstract does not state \(999\), so a second was requested; the second draft was kept\.$/,
    );
  });

  it('keeps the first draft, flagged, when the second is worse', async () => {
    const slightlyHard =
      'Researchers compared 301 people with rheumatoid arthritis against 314 healthy volunteers, evaluating dietary inflammatory characteristics systematically.';
    fake.script(answer(slightlyHard), answer(HARD_AND_INVENTED));
    const result = await summariseWithQualityGate(summariser, PAPER);
    expect(fake.requests).toHaveLength(2);
    expect(result.summary).toBe(slightlyHard);
    expect(result.quality.numbersTraceable).toBe(true);
    expect(result.qualityFlag).toMatch(/; the first draft was kept, though it still reads at grade/);
  });

  it('stores the offline summary, flagged, when the first draft invents a number and the second request fails', async () => {
    fake.script(answer(HARD_AND_INVENTED), { status: 500 }, { status: 500 }, { status: 500 });
    const result = await summariseWithQualityGate(summariser, PAPER);
    expect(fake.requests).toHaveLength(4);
    expect(result).toMatchObject({ provider: 'local', model: 'extractive-v2', fallbackReason: 'untraceable_numbers' });
    expect(result.summary).toBe((await new LocalSummariser().summarise(PAPER)).summary);
    expect(result.quality.numbersTraceable).toBe(true);
    expect(result.qualityFlag).toBe(
      'The AI summary was not used: the AI summary gave numbers the abstract does not state (999; the second request: the AI provider could not answer), so the offline summary is shown.',
    );
  });

  it('never keeps a draft with an untraceable number: when both drafts invent one, the offline summary is stored', async () => {
    const plainButInvented = 'Researchers looked at 720 people in India. Those with rheumatoid arthritis ate a less varied diet.';
    fake.script(answer(HARD_AND_INVENTED), answer(plainButInvented));
    const result = await summariseWithQualityGate(summariser, PAPER);
    expect(fake.requests).toHaveLength(2);
    expect(result).toMatchObject({ provider: 'local', fallbackReason: 'untraceable_numbers' });
    expect(result.summary).not.toMatch(/999|720/);
    expect(result.quality.numbersTraceable).toBe(true);
  });

  it('keeps the first draft, flagged, when it only reads too hard and the second answer is unusable', async () => {
    const slightlyHard =
      'Researchers compared 301 people with rheumatoid arthritis against 314 healthy volunteers, evaluating dietary inflammatory characteristics systematically.';
    fake.script(answer(slightlyHard), answer('', { raw: 'Sorry, I cannot.' }));
    const result = await summariseWithQualityGate(summariser, PAPER);
    expect(result).toMatchObject({ summary: slightlyHard, provider: 'openai', fallbackReason: null });
    expect(result.qualityFlag).toMatch(
      /that draft was not used \(the AI answer did not match the summary format\); the first draft was kept, though it still reads at grade/,
    );
  });

  const FRENCH =
    'Les chercheurs ont comparé des personnes atteintes de polyarthrite rhumatoïde et des personnes en bonne santé. Ceux qui avaient une alimentation moins variée étaient plus souvent malades, et les résultats de cette étude sont importants pour la santé.';
  const PROMPT_ECHO =
    'You explain medical research to readers with no medical training. From the paper below, write a simplifiedTitle, a summary and a detailedSummary.';
  type Reply = ReturnType<typeof answer> | { status: number };

  it.each<[string, () => Reply[], string]>([
    ['provider_failed', () => [{ status: 400 }], 'the AI provider could not answer (The AI provider rejected the request with HTTP 400: '],
    [
      'provider_failed',
      () => [{ status: 503 }, { status: 503 }, { status: 503 }],
      'the AI provider could not answer (The AI provider failed with HTTP 503',
    ],
    [
      'malformed',
      () => [answer('', { raw: 'Here is a plain summary of the paper, as asked.' })],
      'the AI answer did not match the summary format',
    ],
    ['truncated', () => [answer(PLAIN, { finish_reason: 'length' })], 'the AI answer was cut off at its length limit'],
    [
      'refused',
      () => [answer('', { raw: '', refusal: 'I cannot help with that request.' })],
      'the AI model declined to summarise the paper',
    ],
    ['empty', () => [answer('Diet matters.')], 'the AI summary was empty'],
    ['wrong_language', () => [answer(FRENCH)], 'the AI summary was not in English'],
    ['repeats_prompt', () => [answer(PROMPT_ECHO)], 'the AI summary repeated its instructions'],
  ])('falls back to the offline summary, flagged, when %s', async (reason, replies, why) => {
    fake.script(...replies());
    const result = await summariseWithQualityGate(summariser, PAPER);
    expect(result).toMatchObject({ provider: 'local', model: 'extractive-v2', fallbackReason: reason });
    expect(result.qualityFlag?.startsWith(`The AI summary was not used: ${why}`)).toBe(true);
    expect(result.qualityFlag).toMatch(/, so the offline summary is shown\.$/);
    expect(result.quality.numbersTraceable).toBe(true);
  });

  it('refuses a preprint’s one-word summary as empty, though the preprint note added to it makes eight words', async () => {
    fake.script(answer('No.'));
    const result = await summariseWithQualityGate(summariser, { ...PAPER, isPreprint: true });
    expect(result).toMatchObject({ provider: 'local', fallbackReason: 'empty' });
    expect(result.qualityFlag?.startsWith('The AI summary was not used: the AI summary was empty')).toBe(true);
  });

  it('measures the offline summariser but never asks it twice, since it is deterministic', async () => {
    const calls: (SummaryRevision | undefined)[] = [];
    const local = new LocalSummariser();
    const counting: Summariser = {
      provider: local.provider,
      model: local.model,
      summarise: (input: SummaryInput, revision?: SummaryRevision): Promise<SummaryResult> => {
        calls.push(revision);
        return local.summarise(input);
      },
    };
    const result = await summariseWithQualityGate(counting, PAPER);
    expect(calls).toEqual([undefined]);
    expect(result.qualityFlag).toBeNull();
    expect(result.quality.numbersTraceable).toBe(true);
    expect(result.quality.readingGrade).toBeGreaterThan(0);
  });
});
