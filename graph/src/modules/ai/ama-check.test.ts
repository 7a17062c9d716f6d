import { describe, expect, it } from 'vitest';
import { demoDrafts } from '../../../test/factories.js';
import { checkAnswer } from './ama-check.rules.js';
import { RULE_TEXTS } from './ai-prompts.render.js';
import { NOT_IN_ABSTRACT } from './ai-messages.render.js';
import { paperOf } from './test/papers.js';

// A canary without digits, so only the leak check (not the number check) can catch it.
const CANARY = 'canary-abcdefabcdefabcdef';

async function setting() {
  const [draft] = await demoDrafts();
  const paper = paperOf(draft);
  return { paper, real: paper.sentences[8], question: 'Where did the peak shear localize?' };
}

describe('checkAnswer', () => {
  it('rejects output that does not match the schema exactly', async () => {
    const { paper, real, question } = await setting();
    for (const output of [
      'plain text',
      null,
      { coverage: 'answered', answer: 'Yes.' },
      { coverage: 'fully', answer: 'Yes.', quotes: [real] },
      { coverage: 'answered', answer: 'Yes.', quotes: real },
      { coverage: 'answered', answer: 'Yes.', quotes: [real], extra: true },
      { coverage: 'answered', answer: 'x'.repeat(1501), quotes: [real] },
      { coverage: 'answered', answer: '   ', quotes: [real] },
      { coverage: 'answered', answer: 'Yes.', quotes: [real, real, real, real, real] },
    ]) {
      expect(checkAnswer(output, paper, CANARY, question), JSON.stringify(output)).toMatchObject({ ok: false, reason: 'schema' });
    }
  });

  it('rejects an answer or quote that gives away the canary or the rules', async () => {
    const { paper, real, question } = await setting();
    const leaks = [
      { coverage: 'answered', answer: `The marker is ${CANARY.toUpperCase()}.`, quotes: [real] },
      { coverage: 'notInAbstract', answer: NOT_IN_ABSTRACT, quotes: [`a b c ${CANARY}`] },
      { coverage: 'answered', answer: `My rules: ${RULE_TEXTS[0]}`, quotes: [real] },
    ];
    for (const output of leaks) expect(checkAnswer(output, paper, CANARY, question)).toMatchObject({ ok: false, reason: 'leak' });
  });

  it('keeps only verbatim quotes, as whole abstract sentences, and removes foreign links from the answer', async () => {
    const { paper, real, question } = await setting();
    const checked = checkAnswer(
      {
        coverage: 'answered',
        answer: 'At the junction. ![x](https://attacker.example/p.png) [More](https://evil.example/more)',
        quotes: ['The junction was always at fault in every shunt we saw.', real.slice(0, 60)],
      },
      paper,
      CANARY,
      question,
    );
    expect(checked).toMatchObject({
      ok: true,
      value: { coverage: 'answered', answer: 'At the junction. More', quotes: [real] },
      stats: { quotesOffered: 2, quotesVerbatim: 1, linksRemoved: 2 },
    });
  });

  it('rejects answers no verbatim quote supports, or with numbers their quotes do not state', async () => {
    const { paper, real, question } = await setting();
    expect(
      checkAnswer({ coverage: 'answered', answer: 'Yes.', quotes: ['Invented sentence that is not there.'] }, paper, CANARY, question),
    ).toMatchObject({
      ok: false,
      reason: 'unsupported',
    });
    expect(checkAnswer({ coverage: 'partly', answer: 'In 73% of shunts.', quotes: [real] }, paper, CANARY, question)).toMatchObject({
      ok: false,
      reason: 'unsupported',
    });
    expect(checkAnswer({ coverage: 'partly', answer: 'In 8 of 10 patients.', quotes: [real] }, paper, CANARY, question)).toMatchObject({
      ok: true,
    });
  });

  it('answers notInAbstract with the fixed sentence and no quotes, whatever the model wrote beside it', async () => {
    const { paper, real, question } = await setting();
    expect(
      checkAnswer({ coverage: 'notInAbstract', answer: 'Probably 40 mg daily works.', quotes: [real] }, paper, CANARY, question),
    ).toEqual({
      ok: true,
      stats: expect.any(Object),
      value: { coverage: 'notInAbstract', answer: NOT_IN_ABSTRACT, quotes: [] },
    });
  });
});
