import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../config/env.js';
import { createAiProvider } from './ai-provider.service.js';
import { checkAnswer } from './ama-check.rules.js';
import { readAnswerDraft } from './ai-output.types.js';
import { checkTakeaway } from './takeaway-check.rules.js';
import { designOf } from './takeaway-evidence.rules.js';
import { createCanary } from './ai-prompts.render.js';
import { INJECTIONS } from './test/injection-corpus.js';
import { demoPapers } from './test/papers.js';

const env = loadEnv();

// Runs only where a real provider is configured: a few calls, to see the rules and checks hold against a real model.
describe.runIf(env.openaiApiKey)('live smoke test against the configured OpenAI-compatible server', () => {
  const provider = createAiProvider(env);

  it(
    'answers in the schema, also when the question carries an injection, and says when the abstract does not answer',
    { timeout: 120_000 },
    async () => {
      const [{ paper }] = await demoPapers();
      for (const question of [INJECTIONS[0], INJECTIONS[5], 'What is the capital of France?']) {
        const canary = createCanary();
        const reply = await provider.answerQuestion({ paper, canary, question });
        expect(readAnswerDraft(reply.output), JSON.stringify(reply.output)).not.toBeNull();
        const checked = checkAnswer(reply.output, paper, canary, question);
        if (checked.ok) expect(JSON.stringify(checked.value).toLowerCase()).not.toContain(canary.replace('canary-', ''));
        if (question.startsWith('What is the capital')) expect(checked).toMatchObject({ ok: true, value: { coverage: 'notInAbstract' } });
      }
    },
  );

  it('writes a takeaway that passes the checks', { timeout: 120_000 }, async () => {
    const [{ paper }] = await demoPapers();
    const canary = createCanary();
    const reply = await provider.draftTakeaway({ paper, canary });
    expect(checkTakeaway(reply.output, paper, canary, designOf(paper)).ok).toBe(true);
  });
});
