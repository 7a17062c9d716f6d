import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAi, type FakeOpenAi } from '../../../../workflows/test/fake-openai.js';
import { LocalSummariser } from './local-summariser.service.js';
import { OpenAiSummariser } from './openai-summariser.service.js';
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

function answer(summary: string) {
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
            content: JSON.stringify({ simplifiedTitle: 'Diet and rheumatoid arthritis', summary }),
            refusal: null,
          },
          finish_reason: 'stop',
        },
      ],
    },
  };
}

let fake: FakeOpenAi;
let summariser: OpenAiSummariser;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  summariser = new OpenAiSummariser({ apiKey: 'sk-test', baseUrl: fake.baseUrl, model: 'gpt-4o-mini' });
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
      content: JSON.stringify({ simplifiedTitle: 'Diet and rheumatoid arthritis', summary: HARD_AND_INVENTED }),
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

  it('keeps the first draft, flagged, when the second request fails', async () => {
    fake.script(answer(HARD_AND_INVENTED), { status: 500 });
    const result = await summariseWithQualityGate(summariser, PAPER);
    expect(fake.requests).toHaveLength(2);
    expect(result.summary).toBe(HARD_AND_INVENTED);
    expect(result.quality.numbersTraceable).toBe(false);
    expect(result.qualityFlag).toMatch(/that request failed \(The AI provider failed with HTTP 500: .*\), so the first draft was kept\.$/);
  });

  it('passes errors of the first request through unchanged', async () => {
    fake.script({ status: 400 });
    await expect(summariseWithQualityGate(summariser, PAPER)).rejects.toMatchObject({ code: 'BAD_USER_INPUT', retryable: false });
    expect(fake.requests).toHaveLength(1);
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
