import { describe, expect, it } from 'vitest';
import { demoDrafts } from '../../../test/factories.js';
import { EvidenceLevel } from './ai.enums.js';
import type { TakeawayDraft } from './ai-output.types.js';
import { checkTakeaway } from './takeaway-check.rules.js';
import { designOf } from './takeaway-evidence.rules.js';
import { paperOf } from './test/papers.js';

const CANARY = 'canary-abcdefabcdefabcdef';

async function setting() {
  const [draft] = await demoDrafts();
  const paper = paperOf(draft);
  const output: TakeawayDraft = {
    bottomLine: paper.sentences[5],
    population: 'Ten infants with a shunt.',
    intervention: null,
    comparison: null,
    outcome: 'Wall shear rate.',
    studyDesign: 'computational modelling study',
    levelOfEvidence: '5',
    sampleSize: 10,
    sampleUnit: 'infants',
    keyNumbers: [paper.sentences[6]],
    caveats: ['Single centre.'],
  };
  return { paper, output, design: designOf(paper) };
}

describe('checkTakeaway', () => {
  it('accepts a grounded takeaway, with Paperlight’s caveats first', async () => {
    const { paper, output, design } = await setting();
    const checked = checkTakeaway(output, paper, CANARY, design);
    expect(checked).toMatchObject({ ok: true, value: { ...output, caveats: expect.any(Array), levelOfEvidence: EvidenceLevel.LEVEL_5 } });
    expect(checked.ok && checked.value.caveats).toEqual([
      'Preprint: not yet peer reviewed.',
      'The abstract does not state the study design.',
      'Small sample: 10 infants.',
      "Surrogate, laboratory or modelled outcomes: effects on patients' health may differ.",
      'Single centre.',
    ]);
  });

  it('rejects a wrong shape, a leak, or a bottom line with numbers the abstract does not state', async () => {
    const { paper, output, design } = await setting();
    expect(checkTakeaway({ ...output, levelOfEvidence: 'Level 7' }, paper, CANARY, design)).toMatchObject({ ok: false, reason: 'schema' });
    expect(checkTakeaway({ ...output, secret: 1 }, paper, CANARY, design)).toMatchObject({ ok: false, reason: 'schema' });
    expect(checkTakeaway({ ...output, sampleSize: 2.5 }, paper, CANARY, design)).toMatchObject({ ok: false, reason: 'schema' });
    expect(checkTakeaway({ ...output, caveats: [`Marker ${CANARY}`] }, paper, CANARY, design)).toMatchObject({ ok: false, reason: 'leak' });
    expect(checkTakeaway({ ...output, bottomLine: 'Mortality fell by 41%.' }, paper, CANARY, design)).toMatchObject({
      ok: false,
      reason: 'unsupported',
    });
  });

  it('drops parts it cannot verify: invented numbers, key numbers not in the abstract, an unstated sample size, foreign links', async () => {
    const { paper, output, design } = await setting();
    const checked = checkTakeaway(
      {
        ...output,
        population: '4,000 adults.',
        outcome: 'Shear rate [see](https://evil.example/x).',
        sampleSize: 4000,
        keyNumbers: ['Shear fell by 41%.', output.keyNumbers[0]],
        caveats: ['Read more at https://attacker.example/x.'],
      },
      paper,
      CANARY,
      design,
    );
    expect(checked).toMatchObject({
      ok: true,
      value: { population: null, outcome: 'Shear rate see.', sampleSize: null, sampleUnit: null, keyNumbers: output.keyNumbers },
      stats: { linksRemoved: 2 },
    });
    expect(checked.ok && checked.value.caveats.at(-1)).toBe('Read more at.');
  });

  it('takes the design the detector reads over the model’s word for it', async () => {
    const { paper, output } = await setting();
    const trial = { ...paper, title: 'Shunt geometry in infants: a randomized controlled trial' };
    const checked = checkTakeaway({ ...output, studyDesign: 'meta-analysis', levelOfEvidence: '1' }, trial, CANARY, designOf(trial));
    expect(checked).toMatchObject({ ok: true, value: { studyDesign: 'randomised trial', levelOfEvidence: EvidenceLevel.LEVEL_2 } });
  });
});
