import type { ArticleDraft } from '../ingestion/article-draft.types.js';

/** A reader-facing category: its display name and URL slug. */
export interface CategoryDefinition {
  name: string;
  slug: string;
}

interface CategoryRule {
  name: string;
  /** Broad categories ("Medicine") only apply when no specialty matched. */
  broad?: boolean;
  /** Patterns for lower-case, accent-free text: each subject term, or the title and journal as a fallback. */
  patterns: RegExp[];
}

// Order matters only to break ties between equally strong matches.
const RULES: CategoryRule[] = [
  {
    name: 'Cardiology',
    patterns: [
      /cardi(?!ff)|\bheart\b|coronary|myocard|atrial|arrhythm|hypertensi|blood pressure|circulatory/,
      /aort(?:a|ic)\b|atheroscl|vascular medicine|heart failure/,
    ],
  },
  {
    name: 'Neurology',
    patterns: [
      /neurolog|nervous system|\bbrain|stroke|cerebr|epilep|seizure|dementia|alzheimer|parkinson/,
      /multiple sclerosis|migraine|headache|spinal cord|neuropath|neurodegenerat|notochord/,
      /neural tube/,
    ],
  },
  {
    name: 'Oncology',
    patterns: [
      /oncolog|cancer|tumou?r(?! necrosis)|neoplas|carcinom|lymphoma|leuka?emi|melanoma|sarcoma/,
      /metasta|chemotherap|pulmonary nodule/,
    ],
  },
  {
    name: 'Infectious Disease',
    patterns: [
      /infect|virus|viral|bacteri|tubercul|mycobacter|covid|sars-cov|coronavir|\bhiv\b|malaria/,
      /hepatitis|influenza|pneumonia|sepsis|antimicrob|antibiotic|vaccin|parasit|\bfung(?:al|i)\b/,
      /pathogen|epidemic|pandemic|melioidosis|burkholderia|west nile|encephalitis virus|mosquito/,
      /vector-borne|tropical medicine|streptococ|staphylococ/,
    ],
  },
  {
    name: 'Public Health',
    patterns: [
      /public health|public and global health|global health|public aspects of medicine/,
      /health promotion|social determinants|health equity|health disparit|occupational/,
      /environmental health|wastewater|community health|tobacco|smoking|e-cigarette|vaping|alcohol/,
      /drinking|prisoner|violence|social pathology|public welfare/,
    ],
  },
  {
    name: 'Psychiatry & Mental Health',
    patterns: [
      /psychiatr|psycholog|mental|depress|anxiety|schizophren|psychos[ie]s|psychotic|bipolar|autis/,
      /adhd|attention deficit|suicid|addict|substance use|alcohol use disorder|alcohol dependence/,
      /alcoholism|\bmood\b|(?<!oxidative )\bstress\b|detox|post-traumatic|\bptsd\b|burnout/,
      /psychotropic|eating disorder/,
    ],
  },
  {
    name: 'Pediatrics',
    patterns: [/pediatr|paediatr|\bchild|\binfant|neonat|newborn|adolescen|\byouth|juvenile|low birth weight/, /preterm|congenital/],
  },
  {
    name: 'Endocrinology & Metabolism',
    patterns: [
      /endocrin|diabet|insulin|thyroid|obes(?:e|ity)|metabolic syndrome|metabolism|hormone|adrenal/,
      /pituitar|glucose|dyslipid|cholesterol|osteopor/,
    ],
  },
  {
    name: 'Respiratory Medicine',
    patterns: [/respirat|pulmonar|pneumolog|\blungs?\b|pneumothorax|pneumonia|asthma|\bcopd\b/, /chronic obstructive|bronch|airway|thorac/],
  },
  {
    name: 'Radiology & Imaging',
    patterns: [
      /radiolog|imaging|tomograph|\bct\b|\bmri\b|magnetic resonance|ultraso|x-ray|radiograph/,
      /scintigraph|\bspect\b|\bpet\b|positron|mammograph|nuclear medicine|radionuclide/,
      /echocardiograph|phantoms/,
    ],
  },
  {
    name: 'Epidemiology',
    patterns: [
      /epidemiolog|cohort stud|cross-sectional|case-control|prevalence|incidence|surveillance/,
      /risk factors|mortality|burden of disease|population-based/,
    ],
  },
  {
    name: 'Genetics & Genomics',
    patterns: [
      /genetic|genom|\bgenes?\b|mutation|polymorphism|sequenc|heritab|transcriptom|\bgwas\b|genotyp/,
      /\bdna\b|\brna\b|exome|hereditar|evolution|phylogen|regulon|gene expression/,
    ],
  },
  {
    name: 'Immunology',
    patterns: [/immun|allerg|antibod|autoantibod|lymphocyt|cytokine|interleukin|inflammat/],
  },
  {
    name: 'Gastroenterology',
    patterns: [
      /gastro|hepat|liver|intestin|bowel|\bcolon\b|colorectal|stomach|esophag|oesophag|pancrea/,
      /digestive|crohn|colitis|cirrhosis|biliar/,
    ],
  },
  {
    name: 'Nephrology',
    patterns: [/nephr|kidney|\brenal\b|dialysis|glomerul/],
  },
  {
    name: 'Obstetrics & Gynecology',
    patterns: [
      /obstet|gyn[a]?ec|pregnan|matern|prenatal|perinatal|postpartum|\bbirth|fetal|foetal|placent/,
      /contracept|menopaus|uter(?:us|ine)|ovar(?:y|ian)|reproductive|infertil/,
    ],
  },
  {
    name: 'Surgery',
    patterns: [
      /surg|perioperative|postoperative|preoperative|transplant|orthop|arthroplast|an(?:a)?esthe/,
      /laparoscop|interbody fusion|spinal fusion|tonsillectomy|adenoidectomy|puncture/,
    ],
  },
  {
    name: 'Pharmacology',
    patterns: [
      /pharmac|\bdrugs?\b(?![ -]resistan)|medication|antagonis|agonist|therapeutics|materia medica/,
      /toxicolog|\bagents\b|dose-response/,
    ],
  },
  {
    name: 'Health Informatics',
    patterns: [
      /informatic|artificial intelligence|machine learning|deep learning|language model|\bgpt\b/,
      /\bllms?\b|\bai\b|algorithm|computer|digital health|telemedicine|telehealth/,
      /electronic (?:health|medical) records?|data-driven|software|natural language processing/,
      /neural network|information technology/,
    ],
  },
  {
    name: 'Sleep Medicine',
    patterns: [/sleep|apnea|apnoea|insomnia|narcolep|circadian|polysomnograph|\bosahs?\b/, /positive airway pressure|\bcpap\b/],
  },
  {
    name: 'Veterinary Medicine',
    patterns: [/veterinar|livestock|\bsheep\b|\bovine\b|\bcattle\b|\bbovine\b|poultry/, /\bdairy (?:cattle|cows?|goats?|sheep)\b/],
  },
  {
    name: 'Rheumatology',
    patterns: [/rheumat|arthritis|\blupus\b|\bgout\b|spondyl|musculoskeletal|connective tissue|vasculitis/, /scleroderma/],
  },
  {
    name: 'Emergency & Critical Care',
    patterns: [
      /emergenc|critical care|intensive care|critical illness|first aid|resuscitat|\btrauma\b/,
      /wounds and injuries|\binjur(?:y|ies)\b/,
    ],
  },
  {
    name: 'Health Policy & Services',
    patterns: [
      /health polic|health systems|health services|health care reform|health care sector/,
      /health economics|insurance|national health programs|quality improvement|practice management/,
      /practice patterns|health personnel|economic competition|hospital administration/,
      /patient freedom of choice/,
    ],
  },
  {
    name: 'Nutrition',
    patterns: [/nutrition|\bdiet|micronutrient|vitamin|malnutrition/, /food (?:intake|insecurity|security|consumption)/],
  },
  {
    name: 'Dentistry & Oral Health',
    patterns: [
      /dental|dentist|oral health|oral medicine|\bteeth\b|\btooth\b|bruxism|periodont|orthodont/,
      /temporomandibular|oral symptoms/,
    ],
  },
  {
    name: 'Hematology',
    patterns: [/hematol|haematol|an(?:a)?emi|blood-forming|thrombo|coagul|h(?:a)?emophil|sickle cell/, /platelet|transfusion/],
  },
  {
    name: 'Dermatology',
    patterns: [/dermat|\bskin\b|psoriasis|eczema|\bacne\b|folliculitis/],
  },
  {
    name: 'Urology',
    patterns: [/\burolog|prostat|bladder|urinary|genitourinary/],
  },
  {
    name: 'Ophthalmology',
    patterns: [/ophthalm|\beyes?\b|retin(?:a|al|opathy)|glaucoma|cataract|myopia/],
  },
  {
    name: 'Otolaryngology',
    patterns: [/otolaryng|otorhinolaryng|\bhearing\b|auditory|tonsil|adenoid|\bsinus|laryn|head and neck/],
  },
  {
    name: 'Medicine',
    broad: true,
    patterns: [/^medicine$|internal medicine|clinical medicine|primary care|geriatric/],
  },
  {
    name: 'General Medicine',
    broad: true,
    patterns: [/^medicine \(general\)$|general medicine|general practice|family practice/],
  },
];

const FALLBACK = 'General Medicine';
const MAX_CATEGORIES = 4;

/** Kebab-case ASCII slug: "Psychiatry & Mental Health" → "psychiatry-mental-health". */
export function categorySlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Every category an article can be given, in a fixed order. */
export const CATEGORIES: readonly CategoryDefinition[] = RULES.map(({ name }) => ({ name, slug: categorySlug(name) }));

interface CompiledRule extends CategoryRule {
  order: number;
  /** All the rule's patterns as one global, case-insensitive expression, for counting distinct hits. */
  expression: RegExp;
}

const COMPILED: CompiledRule[] = RULES.map((rule, order) => ({
  ...rule,
  order,
  expression: new RegExp(rule.patterns.map((pattern) => `(?:${pattern.source})`).join('|'), 'gi'),
}));

interface Score {
  rule: CompiledRule;
  score: number;
  firstHit: number;
}

/** Lower-case ASCII-folded text, so "Coronavírus" and "Próstata" match like their English spellings. */
function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}

/** How many distinct keywords of the rule a text contains. */
function hits(rule: CompiledRule, text: string): number {
  return new Set(text.match(rule.expression) ?? []).size;
}

/** Scores each rule by the distinct keyword hits over all texts; `firstHit` is the first text that matched. */
function scoreTexts(texts: string[]): Score[] {
  const folded = texts.map(fold).filter(Boolean);
  const scores: Score[] = [];
  for (const rule of COMPILED) {
    let score = 0;
    let firstHit = Number.POSITIVE_INFINITY;
    folded.forEach((text, index) => {
      const count = hits(rule, text);
      if (count === 0) return;
      score += count;
      firstHit = Math.min(firstHit, index);
    });
    if (score > 0) scores.push({ rule, score, firstHit });
  }
  return scores;
}

function strongestFirst(a: Score, b: Score): number {
  return b.score - a.score || a.firstHit - b.firstHit || a.rule.order - b.rule.order;
}

/**
 * Maps an article's source subject terms (MeSH descriptors, PLOS subject paths, the medRxiv category, DOAJ
 * LCC terms and keywords) onto reader-facing categories from {@link CATEGORIES}.
 *
 * A specialty's strength is the number of distinct keywords its patterns find in the subject terms; only
 * when no subject names a specialty are the title and journal read instead. The broad "Medicine" or
 * "General Medicine" follows the specialties when a subject term names it (LCC "Internal medicine",
 * "Medicine (General)") and there is room. Returns at most four names, strongest first, and
 * `['General Medicine']` when nothing matched. Deterministic: the same draft always gives the same list.
 */
export function assignCategories(draft: Pick<ArticleDraft, 'subjects' | 'title' | 'journal' | 'source'>): string[] {
  const subjectScores = scoreTexts(draft.subjects);
  let specific = subjectScores.filter((score) => !score.rule.broad);
  if (specific.length === 0) {
    specific = scoreTexts([draft.title, draft.journal]).filter((score) => !score.rule.broad);
  }
  const broad = subjectScores
    .filter((score) => score.rule.broad)
    .sort(strongestFirst)
    .slice(0, 1);
  const names = [...specific.sort(strongestFirst), ...broad].slice(0, MAX_CATEGORIES).map((score) => score.rule.name);
  return names.length > 0 ? names : [FALLBACK];
}
