import { describe, expect, it } from 'vitest';
import { checkAnswer } from './ama-check.rules.js';
import { answerFromAbstract } from './ama-local.service.js';
import { readAnswerDraft } from './ai-output.types.js';
import { NOT_IN_ABSTRACT } from './ai-messages.render.js';
import { demoPapers } from './test/papers.js';
import { OFF_TOPIC_QUESTIONS, ON_TOPIC_QUESTIONS } from './test/questions.js';

const collapse = (text: string) => text.replace(/\s+/g, ' ');

describe('answerFromAbstract (offline, on the recorded demo records)', () => {
  it('answers every off-topic question with notInAbstract, on every abstract', async () => {
    for (const { paper } of await demoPapers()) {
      for (const question of OFF_TOPIC_QUESTIONS) {
        expect(answerFromAbstract(paper, question), `${question} / article ${paper.articleId}`).toEqual({
          coverage: 'notInAbstract',
          answer: NOT_IN_ABSTRACT,
          quotes: [],
        });
      }
    }
  });

  it('quotes only sentences that occur word for word in the abstract, one or two at a time, and passes its own checks', async () => {
    let answered = 0;
    for (const { draft, paper } of await demoPapers()) {
      for (const question of [...ON_TOPIC_QUESTIONS, `What does it say about ${draft.title.split(' ').slice(0, 5).join(' ')}?`]) {
        const answer = answerFromAbstract(paper, question);
        expect(readAnswerDraft(answer)).not.toBeNull();
        expect(answer.quotes.length).toBeLessThanOrEqual(2);
        for (const quote of answer.quotes) expect(collapse(draft.abstract)).toContain(quote);
        if (answer.coverage !== 'notInAbstract') {
          answered += 1;
          expect(answer.quotes.length).toBeGreaterThan(0);
          const checked = checkAnswer(answer, paper, null, question);
          expect(checked.ok).toBe(true);
          expect(checked.ok && [...checked.value.quotes].sort()).toEqual([...answer.quotes].sort());
        }
      }
    }
    expect(answered).toBeGreaterThan(200);
  });

  it('quotes the sentence a topical question is about', async () => {
    const [{ paper }] = await demoPapers();
    const answer = answerFromAbstract(paper, 'Where did the peak wall shear rate localize?');
    expect(answer.coverage).toBe('answered');
    expect(answer.quotes.join(' ')).toMatch(/peak WSR and ESR consistently localized to the shunt-subclavian junction/);
    expect(answerFromAbstract(paper, 'Does aspirin lower the risk of colon cancer in adults?').coverage).toBe('notInAbstract');
  });

  it('answers a question about findings from the conclusions, and one about size from the stated sample', async () => {
    const [{ paper }] = await demoPapers();
    const findings = answerFromAbstract(paper, 'What did they find?');
    expect(findings.coverage).toBe('answered');
    expect(findings.quotes[0]).toMatch(/^Conclusions: In patient-specific mBTTS anatomies/);
    expect(answerFromAbstract(paper, 'How many patients were studied?').quotes[0]).toMatch(/in 10 infants/);
  });
});
