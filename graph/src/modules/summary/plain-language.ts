/**
 * One glossary rule: a pattern (regular-expression source, matched case-insensitively as whole words)
 * and its plain wording, which may use `$1`. Rules with `explained` give that longer wording the first
 * time their `key` is met in a summary, and `plain` after.
 */
export interface GlossaryEntry {
  pattern: string;
  plain: string;
  explained?: string;
  key?: string;
}

/** Tracks which explained terms a summary has already spelled out, so each is explained once. */
export interface GlossaryState {
  explained: Set<string>;
}

/** How to apply the glossary. */
export interface GlossaryOptions {
  /** When given, explained terms are spelled out the first time and recorded here; without it they never are. */
  state?: GlossaryState;
  /** The text is in Title Case, so replacements of capitalised words are title-cased too. */
  titleCase?: boolean;
}

const TRIAL_NOTE = 'a study where participants are assigned to groups by chance';
const SIGNIFICANT_CHANGE =
  'higher|lower|greater|smaller|more|less|fewer|increased|decreased|reduced|improved|associated|different|elevated|faster|slower|better|worse|shorter|longer|related|predictive';
const SIGNIFICANT_NOUN =
  'correlations?|associations?|increases?|decreases?|reductions?|differences?|effects?|changes?|improvements?|declines?|rises?|progression|predictors?|links?|relationships?|benefits?';
const PEOPLE = 'patients|people|individuals|participants|adults|children|cases|subjects|persons|carriers';

/** Medical and academic wording with plainer equivalents; longer phrases come before the words inside them. */
export const GLOSSARY: readonly GlossaryEntry[] = [
  // Study designs.
  {
    pattern: String.raw`randomi[sz]ed,? (?:double-blind(?:ed)?,? )?(?:placebo-controlled,? )?(?:cross-?over |parallel(?:-group)? |pilot |pragmatic )?(?:controlled |control |clinical )?trials`,
    plain: 'randomised trials',
    explained: `randomised trials (studies where participants are assigned to groups by chance)`,
    key: 'randomised trial',
  },
  {
    pattern: String.raw`randomi[sz]ed,? (?:double-blind(?:ed)?,? )?(?:placebo-controlled,? )?(?:cross-?over |parallel(?:-group)? |pilot |pragmatic )?(?:controlled |control |clinical )?trial|RCT`,
    plain: 'randomised trial',
    explained: `randomised trial (${TRIAL_NOTE})`,
    key: 'randomised trial',
  },
  {
    pattern: 'meta-?analyses',
    plain: 'meta-analyses',
    explained: 'meta-analyses (studies that pool the results of earlier studies)',
    key: 'meta-analysis',
  },
  {
    pattern: 'meta-?analysis',
    plain: 'meta-analysis',
    explained: 'meta-analysis (a study that pools the results of earlier studies)',
    key: 'meta-analysis',
  },
  { pattern: 'placebo', plain: 'placebo', explained: 'placebo (a dummy treatment)', key: 'placebo' },
  { pattern: 'biomarkers', plain: 'biomarkers', explained: 'biomarkers (measurable signs in the body)', key: 'biomarker' },
  { pattern: 'biomarker', plain: 'biomarker', explained: 'biomarker (a measurable sign in the body)', key: 'biomarker' },
  { pattern: 'sepsis', plain: 'sepsis', explained: 'sepsis (a severe body-wide reaction to infection)', key: 'sepsis' },
  { pattern: '(?:prospective |retrospective )?cohort studies', plain: 'studies following groups of people' },
  { pattern: '(?:prospective |retrospective )?cohort study', plain: 'study following a group of people' },
  { pattern: 'cohorts', plain: 'groups' },
  { pattern: 'cohort', plain: 'group' },
  { pattern: 'in vivo', plain: 'in living organisms' },
  { pattern: 'in vitro', plain: 'in the lab' },
  { pattern: 'in silico', plain: 'by computer' },
  { pattern: 'longitudinal', plain: 'long-term' },

  // Conditions and body parts.
  { pattern: '(?:acute )?myocardial infarctions', plain: 'heart attacks' },
  { pattern: '(?:acute )?myocardial infarction', plain: 'heart attack' },
  { pattern: '(?:high[- ]grade|severe) (?:arterial |systemic )?hypertension', plain: 'severe high blood pressure' },
  { pattern: '(?:arterial |systemic )?hypertension', plain: 'high blood pressure' },
  { pattern: 'hypotension', plain: 'low blood pressure' },
  { pattern: 'hypercholesterol(?:a)?emia', plain: 'high cholesterol' },
  { pattern: '(?:hyperlipid|dyslipid)(?:a)?emia', plain: 'unhealthy blood fat levels' },
  { pattern: 'diabetes mellitus', plain: 'diabetes' },
  { pattern: 'hepatocellular carcinomas?', plain: 'liver cancer' },
  { pattern: 'carcinomas', plain: 'cancers' },
  { pattern: 'carcinoma', plain: 'cancer' },
  { pattern: 'malignancies', plain: 'cancers' },
  { pattern: 'malignancy', plain: 'cancer' },
  { pattern: 'malignant', plain: 'cancerous' },
  { pattern: 'neoplasms', plain: 'tumours' },
  { pattern: 'neoplasm', plain: 'tumour' },
  { pattern: 'oncologic(?:al)?', plain: 'cancer' },
  { pattern: 'lupus nephritis', plain: 'lupus kidney disease' },
  { pattern: 'nephritis', plain: 'kidney inflammation' },
  { pattern: 'nephropathy', plain: 'kidney disease' },
  { pattern: 'renal', plain: 'kidney' },
  { pattern: 'hepatic', plain: 'liver' },
  { pattern: 'pulmonary embolism', plain: 'blood clot in the lung' },
  { pattern: 'pulmonary', plain: 'lung' },
  { pattern: 'pneumothorax', plain: 'collapsed lung' },
  { pattern: 'myocardial', plain: 'heart muscle' },
  { pattern: 'cardiac', plain: 'heart' },
  { pattern: 'cardiovascular', plain: 'heart and blood vessel' },
  { pattern: 'cerebrovascular', plain: 'brain blood vessel' },
  { pattern: '(?:intra)?cerebral ha?emorrhages?', plain: 'bleeding in the brain' },
  { pattern: 'ha?emorrhages?', plain: 'bleeding' },
  { pattern: 'transient ischa?emic attacks?', plain: 'mini-stroke' },
  { pattern: 'ischa?emic strokes?', plain: 'stroke caused by a blocked blood vessel' },
  { pattern: 'cerebral', plain: 'brain' },
  { pattern: 'gastrointestinal', plain: 'digestive' },
  { pattern: 'dermatologic(?:al)?', plain: 'skin' },
  { pattern: 'cutaneous', plain: 'skin' },
  { pattern: 'dermatosis', plain: 'skin condition' },
  { pattern: 'ocular', plain: 'eye' },
  { pattern: 'neurological', plain: 'brain and nerve' },
  { pattern: 'lumbar spine', plain: 'lower spine' },
  { pattern: 'lumbar puncture', plain: 'spinal tap' },
  { pattern: 'transthoracic', plain: 'through-the-chest' },
  { pattern: 'thoracic', plain: 'chest' },
  { pattern: 'percutaneous', plain: 'through-the-skin' },
  { pattern: 'intranasal(?:ly)?', plain: 'through the nose' },
  { pattern: 'intravenous(?:ly)?', plain: 'into a vein' },
  { pattern: 'subcutaneous(?:ly)?', plain: 'under the skin' },
  { pattern: 'intraperitoneal(?:ly)?', plain: 'into the belly' },
  { pattern: '(?:venous )?thromboembolism', plain: 'blood clots' },
  { pattern: 'thrombosis', plain: 'blood clotting' },
  { pattern: 'thrombosed', plain: 'clotted' },
  { pattern: 'thrombus', plain: 'blood clot' },
  { pattern: 'thrombi', plain: 'blood clots' },
  { pattern: 'anticoagulation', plain: 'blood-thinning treatment' },
  { pattern: 'anticoagulants', plain: 'blood thinners' },
  { pattern: 'anticoagulant', plain: 'blood thinner' },
  { pattern: 'arrhythmias', plain: 'irregular heartbeats' },
  { pattern: 'arrhythmia', plain: 'irregular heartbeat' },
  { pattern: 'tachycardia', plain: 'fast heartbeat' },
  { pattern: 'bradycardia', plain: 'slow heartbeat' },
  { pattern: 'dyspno?ea', plain: 'shortness of breath' },
  { pattern: 'pyrexia', plain: 'fever' },
  { pattern: 'pruritus', plain: 'itching' },
  { pattern: 'syncope', plain: 'fainting' },
  { pattern: 'emesis', plain: 'vomiting' },
  { pattern: 'ha?ematuria', plain: 'blood in the urine' },
  { pattern: 'o?edema', plain: 'swelling' },
  { pattern: 'lesions', plain: 'abnormal areas' },
  { pattern: 'hypertrophy', plain: 'enlargement' },
  { pattern: 'stenosis', plain: 'narrowing' },
  { pattern: 'sequelae', plain: 'after-effects' },
  { pattern: 'exacerbations', plain: 'flare-ups' },
  { pattern: 'exacerbation', plain: 'flare-up' },
  { pattern: '(mental|psychiatric|medical|chronic|physical) comorbidities', plain: 'other $1 health conditions' },
  { pattern: 'comorbidities', plain: 'other health conditions' },
  { pattern: 'comorbidity', plain: 'other health condition' },
  { pattern: `asymptomatic (${PEOPLE})`, plain: '$1 without symptoms' },
  { pattern: 'asymptomatic', plain: 'without symptoms' },
  { pattern: `immunocompromised (${PEOPLE})`, plain: '$1 with weakened immune systems' },
  { pattern: 'immunocompromised', plain: 'with weakened immune systems' },
  { pattern: 'pathogens', plain: 'germs' },
  { pattern: 'pathogen', plain: 'germ' },
  { pattern: 'nosocomial', plain: 'hospital-acquired' },
  { pattern: 'cognitive impairment', plain: 'problems with memory and thinking' },
  { pattern: 'cognitive decline', plain: 'decline in memory and thinking' },
  { pattern: 'neonates', plain: 'newborn babies' },
  { pattern: 'neonate', plain: 'newborn baby' },
  { pattern: 'neonatal', plain: 'newborn' },
  { pattern: 'perinatal', plain: 'around the time of birth' },
  { pattern: 'pa?ediatric', plain: "children's" },
  { pattern: 'geriatric', plain: "older people's" },
  { pattern: 'the elderly', plain: 'older people' },
  { pattern: 'elderly', plain: 'older' },
  { pattern: 'a?etiology', plain: 'cause' },
  { pattern: 'a?etiologies', plain: 'causes' },
  { pattern: 'prophylaxis', plain: 'prevention' },
  { pattern: 'prophylactic', plain: 'preventive' },

  // Measures and findings.
  { pattern: 'all-cause mortality', plain: 'death from any cause' },
  { pattern: 'risk of mortality|mortality risk', plain: 'risk of death' },
  { pattern: 'morbidity and mortality', plain: 'illness and death' },
  { pattern: 'premature mortality', plain: 'early death' },
  { pattern: 'mortality rates', plain: 'death rates' },
  { pattern: 'mortality rate', plain: 'death rate' },
  { pattern: 'mortality', plain: 'death rate' },
  { pattern: 'morbidity', plain: 'illness' },
  { pattern: 'incidence', plain: 'rate of new cases' },
  { pattern: 'prevalence', plain: 'rate' },
  { pattern: 'limited efficacy', plain: 'limited benefit' },
  { pattern: 'its efficacy', plain: 'how well it works' },
  { pattern: 'their efficacy', plain: 'how well they work' },
  { pattern: 'efficacy and safety', plain: 'benefits and safety' },
  { pattern: 'safety and efficacy', plain: 'safety and benefits' },
  { pattern: 'efficacy', plain: 'effectiveness' },
  { pattern: 'efficacious', plain: 'effective' },
  { pattern: 'adverse (?:drug )?(?:events|reactions)', plain: 'side effects' },
  { pattern: 'adverse (?:drug )?(?:event|reaction)', plain: 'side effect' },
  { pattern: 'adverse effects', plain: 'harmful effects' },
  { pattern: 'not (?:statistically )?significant', plain: 'not clear' },
  { pattern: 'not (?:statistically )?significantly', plain: 'not clearly' },
  { pattern: 'statistically significantly', plain: 'clearly' },
  { pattern: 'statistically significant', plain: 'clear' },
  { pattern: 'non-?significant', plain: 'not clear' },
  { pattern: 'no (?:statistically )?significant', plain: 'no clear' },
  { pattern: `significantly (${SIGNIFICANT_CHANGE})`, plain: 'clearly $1' },
  { pattern: `(${SIGNIFICANT_CHANGE}|differed|declined|rose|fell|changed) significantly`, plain: '$1 clearly' },
  { pattern: `(a|the) significant (positive |negative )?(${SIGNIFICANT_NOUN})`, plain: '$1 clear $2$3' },
  { pattern: `significant (positive |negative )?(${SIGNIFICANT_NOUN})`, plain: 'clear $1$2' },
  { pattern: 'correlation between', plain: 'link between' },
  { pattern: 'correlated with', plain: 'linked to' },
  { pattern: 'correlates with', plain: 'is linked to' },
  { pattern: 'heterogeneity', plain: 'variation' },
  { pattern: 'heterogeneous', plain: 'varied' },
  { pattern: 'determinants', plain: 'drivers' },
  { pattern: 'determinant', plain: 'driver' },

  // Care and treatment.
  { pattern: 'physical therapy', plain: 'physiotherapy' },
  { pattern: 'therapeutics', plain: 'treatments' },
  { pattern: 'therapeutic', plain: 'treatment' },
  { pattern: 'therapies', plain: 'treatments' },
  { pattern: 'therapy', plain: 'treatment' },
  { pattern: 'pharmacotherapy', plain: 'drug treatment' },
  { pattern: 'pharmacological', plain: 'drug' },
  { pattern: 'analgesics', plain: 'painkillers' },
  { pattern: 'analgesic', plain: 'painkiller' },
  { pattern: 'physicians', plain: 'doctors' },
  { pattern: 'physician', plain: 'doctor' },
  { pattern: 'clinicians', plain: 'health professionals' },
  { pattern: 'clinician', plain: 'health professional' },
  { pattern: 'hospitali[sz]ations', plain: 'hospital stays' },
  { pattern: 'hospitali[sz]ation', plain: 'hospital stay' },
  { pattern: '(?:invasive )?mechanical ventilation', plain: 'breathing-machine support' },
  { pattern: 'postoperatively', plain: 'after surgery' },
  { pattern: 'postoperative', plain: 'post-surgery' },
  { pattern: 'preoperatively', plain: 'before surgery' },
  { pattern: 'preoperative', plain: 'pre-surgery' },
  { pattern: 'administered', plain: 'given' },
  { pattern: 'concomitant', plain: 'accompanying' },

  // Academic wording.
  { pattern: 'utili[sz]ation', plain: 'use' },
  { pattern: 'utili[sz]ed', plain: 'used' },
  { pattern: 'utili[sz]ing', plain: 'using' },
  { pattern: 'utili[sz]es', plain: 'uses' },
  { pattern: 'utili[sz]e', plain: 'use' },
  { pattern: 'prior to', plain: 'before' },
  { pattern: 'in order to', plain: 'to' },
  { pattern: 'approximately', plain: 'about' },
  { pattern: '(have|has|had|been|being) demonstrated', plain: '$1 shown' },
  { pattern: 'demonstrated', plain: 'showed' },
  { pattern: 'demonstrates', plain: 'shows' },
  { pattern: 'demonstrate', plain: 'show' },
  { pattern: 'demonstrating', plain: 'showing' },
  { pattern: 'numerous', plain: 'many' },
  { pattern: 'insufficient', plain: 'not enough' },
  { pattern: 'sufficient', plain: 'enough' },
  { pattern: 'subsequently', plain: 'later' },
  { pattern: 'subsequent', plain: 'later' },
  { pattern: 'facilitates', plain: 'helps' },
  { pattern: 'facilitate', plain: 'help' },
  { pattern: 'facilitating', plain: 'helping' },
  { pattern: 'mitigate', plain: 'reduce' },
  { pattern: 'ameliorate', plain: 'improve' },
  { pattern: 'attenuated', plain: 'weakened' },
  { pattern: 'exacerbated', plain: 'worsened' },
  { pattern: 'exacerbates|aggravates', plain: 'worsens' },
  { pattern: 'elucidate', plain: 'explain' },
  { pattern: 'optimal', plain: 'best' },
  // "each individuals unique" is a possessive that lost its apostrophe upstream.
  { pattern: '(?<!each )individuals', plain: 'people' },
];

const MINOR_WORDS: ReadonlySet<string> = new Set(['a', 'an', 'and', 'as', 'at', 'by', 'for', 'in', 'of', 'on', 'or', 'the', 'to', 'with']);

interface CompiledEntry {
  entry: GlossaryEntry;
  global: RegExp;
  single: RegExp;
}

const COMPILED: readonly CompiledEntry[] = GLOSSARY.map((entry) => {
  const source = String.raw`(?<![\p{L}\p{N}\-'’])(?:${entry.pattern})(?![\p{L}\p{N}\-])`;
  return { entry, global: new RegExp(source, 'giu'), single: new RegExp(source, 'iu') };
});

const PLACEHOLDER = /\u0000(\d+)\u0000/g;

/** A fresh state for one summary: nothing explained yet. */
export function newGlossaryState(): GlossaryState {
  return { explained: new Set() };
}

/**
 * Rewrites jargon in plain words. Matching ignores case; the replacement follows the matched text's
 * capitals (a capitalised match gives a capitalised replacement, title-cased when `titleCase` is set).
 * Replaced text is never rewritten again.
 */
export function applyGlossary(text: string, options: GlossaryOptions): string {
  const replacements: string[] = [];
  let out = text;
  for (const { entry, global, single } of COMPILED) {
    out = out.replace(global, (matched) => {
      if (matched.length > 1 && matched === matched.toUpperCase() && /\p{Lu}{2}/u.test(matched)) {
        // An all-capitals match such as "RCT" is only rewritten when the rule is written for that spelling.
        if (!new RegExp(`^(?:${entry.pattern})$`, 'u').test(matched)) return matched;
      }
      const wording = chooseWording(entry, options);
      const replaced = matched.replace(single, wording);
      replacements.push(matchCase(matched, replaced, options.titleCase === true));
      return `\u0000${replacements.length - 1}\u0000`;
    });
  }
  return out.replace(PLACEHOLDER, (_, index: string) => replacements[Number(index)] ?? '');
}

function chooseWording(entry: GlossaryEntry, options: GlossaryOptions): string {
  if (entry.explained === undefined || options.state === undefined) return entry.plain;
  const key = entry.key ?? entry.plain;
  if (options.state.explained.has(key)) return entry.plain;
  options.state.explained.add(key);
  return entry.explained;
}

function matchCase(matched: string, replacement: string, titleCase: boolean): string {
  if (!/^\p{Lu}/u.test(matched)) return replacement;
  if (titleCase) {
    return replacement
      .split(' ')
      .map((word, index) => (index > 0 && MINOR_WORDS.has(word) ? word : capitalise(word)))
      .join(' ');
  }
  return capitalise(replacement);
}

/** Upper-cases the first letter of the text. */
export function capitalise(text: string): string {
  return text.replace(/^(\P{L}*)(\p{L})/u, (_, lead: string, letter: string) => lead + letter.toUpperCase());
}
