import { describe, expect, it } from 'vitest';
import { demoDrafts } from '../../../test/factories.js';
import { readTakeawayDraft } from './ai-output.types.js';
import { EvidenceLevel } from './ai.enums.js';
import { occursInAbstract } from './ai-quotes.rules.js';
import { checkTakeaway } from './takeaway-check.rules.js';
import { designOf } from './takeaway-evidence.rules.js';
import { assembleTakeaway, UNQUOTABLE_ABSTRACT } from './takeaway-local.service.js';
import { formatTakeaway } from './takeaway.render.js';
import { TAKEAWAY_DISCLAIMER } from './ai-messages.render.js';
import { demoPapers, paperOf } from './test/papers.js';
import { PLANNED_STUDY_NOTE } from '../../text/planned-study.js';

describe('assembleTakeaway (offline, on the recorded demo records)', () => {
  it('writes a takeaway for every record that matches the schema and passes the checks unchanged', async () => {
    let withKeyNumbers = 0;
    for (const { draft, paper } of await demoPapers()) {
      const takeaway = assembleTakeaway(paper);
      expect(readTakeawayDraft(takeaway), draft.externalId).not.toBeNull();
      const checked = checkTakeaway(takeaway, paper, null, designOf(paper));
      expect(checked.ok, draft.externalId).toBe(true);
      if (!checked.ok) continue;
      expect(checked.value.bottomLine).toBe(takeaway.bottomLine);
      expect(checked.value.keyNumbers).toEqual(takeaway.keyNumbers);
      const quoted = checked.value.bottomLine !== UNQUOTABLE_ABSTRACT && checked.value.bottomLine !== PLANNED_STUDY_NOTE;
      const bottomLine = quoted ? [checked.value.bottomLine] : [];
      for (const item of [...bottomLine, ...checked.value.keyNumbers]) {
        for (const sentence of item.split(/(?<=\.) (?=[A-Z])/)) expect(occursInAbstract(sentence, draft.abstract), sentence).toBe(true);
      }
      if (checked.value.keyNumbers.length) withKeyNumbers += 1;
      if (draft.isPreprint) expect(checked.value.caveats).toContain('Preprint: not yet peer reviewed.');
    }
    expect(withKeyNumbers).toBeGreaterThan(60);
  });

  it("says a protocol has no results yet instead of quoting its plans as a finding, with the plan's PICO", async () => {
    const [first] = await demoDrafts();
    const protocol = paperOf({
      ...first,
      title: 'Exercise for knee pain in older adults: protocol for a randomised controlled trial',
      abstract:
        'PARTICIPANTS: Adults aged 60 years or over with knee pain will be recruited from 20 practices.\n\nINTERVENTIONS: Participants will be randomised to a 12-week exercise programme or usual care.\n\nMAIN OUTCOME MEASURES: The primary outcome is pain at 12 weeks, measured on a 0 to 10 scale.',
      abstractSections: [],
      isPreprint: false,
    });
    const takeaway = assembleTakeaway(protocol);
    expect(takeaway.bottomLine).toBe(PLANNED_STUDY_NOTE);
    expect(takeaway.keyNumbers).toEqual([]);
    expect(takeaway.population).toBe('Adults aged 60 years or over with knee pain will be recruited from 20 practices.');
    expect(takeaway.intervention).toBe('Participants will be randomised to a 12-week exercise programme or usual care.');
    expect(takeaway.comparison).toBe('Participants will be randomised to a 12-week exercise programme or usual care.');
    expect(takeaway.outcome).toBe('The primary outcome is pain at 12 weeks, measured on a 0 to 10 scale.');
    expect(checkTakeaway(takeaway, protocol, null, designOf(protocol)).ok).toBe(true);

    const report = paperOf({ ...first, isPreprint: false });
    expect(assembleTakeaway(report).bottomLine).not.toBe(PLANNED_STUDY_NOTE);

    // The demo library's one trial protocol, a real record: planned, with the arms named in its assignment sentence.
    const recorded = (await demoPapers()).find(({ draft }) => draft.externalId === '00122f518d1d4c8d95a8a2bc5acbb715');
    const recordedTakeaway = assembleTakeaway(recorded!.paper);
    expect(recordedTakeaway).toMatchObject({ bottomLine: PLANNED_STUDY_NOTE, keyNumbers: [] });
    expect(recordedTakeaway.population).toContain('Adults (≥ 18 years)');
    expect(recordedTakeaway.intervention).toContain('remdesivir or placebo');
    expect(recordedTakeaway.comparison).toContain('remdesivir or placebo');
    expect(recordedTakeaway.outcome).toContain('time to clinical improvement');
  });

  it('reads the design, level of evidence and sample size the abstract states', async () => {
    const [first] = await demoDrafts();
    const paper = paperOf(first);
    const takeaway = assembleTakeaway(paper);
    expect(takeaway).toMatchObject({ sampleSize: 10, sampleUnit: 'infants' });
    expect(takeaway.bottomLine).toMatch(/^In patient-specific mBTTS anatomies, insertion angle and shunt diameter/);
    const checked = checkTakeaway(takeaway, paper, null, designOf(paper));
    expect(checked.ok && checked.value.caveats).toEqual([
      'Preprint: not yet peer reviewed.',
      'The abstract does not state the study design.',
      'Small sample: 10 infants.',
      "Surrogate, laboratory or modelled outcomes: effects on patients' health may differ.",
    ]);

    const trial = paperOf({ ...first, title: 'Drug A versus placebo in adults: a randomized controlled trial', isPreprint: false });
    const trialTakeaway = checkTakeaway(assembleTakeaway(trial), trial, null, designOf(trial));
    expect(trialTakeaway.ok && trialTakeaway.value).toMatchObject({
      studyDesign: 'randomised trial',
      levelOfEvidence: EvidenceLevel.LEVEL_2,
    });
    const review = paperOf({
      ...first,
      title: 'Statins and stroke: a systematic review and meta-analysis of randomized trials',
      abstract: 'We pooled 12 randomized trials.',
    });
    expect(checkTakeaway(assembleTakeaway(review), review, null, designOf(review))).toMatchObject({
      value: { levelOfEvidence: EvidenceLevel.LEVEL_1 },
    });
  });

  it('says plainly when there is no abstract, and always ends its text with the disclaimer', async () => {
    const [first] = await demoDrafts();
    const paper = paperOf({ ...first, abstract: '', abstractSections: [] });
    const checked = checkTakeaway(assembleTakeaway(paper), paper, null, designOf(paper));
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(checked.value.bottomLine).toMatch(/^Paperlight has no abstract for this paper/);
    expect(checked.value.caveats).toContain('No abstract: only the title was available.');
    const text = formatTakeaway({ ...checked.value, disclaimer: TAKEAWAY_DISCLAIMER, notice: null });
    expect(text.split('\n')).toEqual([
      expect.stringMatching(/^Bottom line: /),
      'Population: not stated in the abstract',
      'Intervention or exposure: not stated in the abstract',
      'Comparison: not stated in the abstract',
      'Outcome: not stated in the abstract',
      expect.stringMatching(/^Study design: .+ \((Oxford CEBM level \d|level of evidence not stated)\)$/),
      'Sample size: not stated in the abstract',
      'Key numbers: none stated in the abstract',
      expect.stringMatching(/^Caveats: /),
      TAKEAWAY_DISCLAIMER,
    ]);
  });
});
