import { describe, expect, it } from 'vitest';
import type { AbstractSection } from '../ingestion/article-draft.types.js';
import { LocalSummariser, NO_ABSTRACT_NOTE, PREPRINT_NOTE } from './local-summariser.service.js';
import { applyGlossary, newGlossaryState } from '../../text/plain-language.js';
import { countWords, splitSentences } from '../../text/sentences.js';
import { simplifyTitle } from '../../text/simplified-title.js';
import type { SummaryInput } from './summariser.types.js';

// Every title and abstract below is copied from the recorded source responses in workflows/test/fixtures/sources,
// with entities decoded the way the source clients hand text over.

/** PubMed 41056176 (efetch-1-article-2026-latex-in-abstract.xml): NlmCategory sections and LaTeX statistics. */
const ENSRS = pubmed(
  'An Electromagnetic Navigation Surgical Robotic System (ENSRS) for Transthoracic Puncture of Small Pulmonary Nodules.',
  'IEEE transactions on bio-medical engineering',
  [
    {
      label: 'OBJECTIVE',
      category: 'OBJECTIVE',
      text: 'To address the limitations of traditional CT-guided pulmonary nodule interventions, such as excessive radiation exposure, prolonged procedure times, and limited precision, we developed an electromagnetic navigation surgical robotic system (ENSRS) to enhance accuracy, efficiency, and safety in percutaneous procedures.',
    },
    {
      label: 'METHODS',
      category: 'METHODS',
      text: 'The ENSRS integrates artificial intelligence to automate the segmentation of pulmonary nodules and surrounding anatomical structures, generating a detailed surgical environment. A customized path-planning algorithm facilitates minimally invasive access, whereas submillimeter localization using fiducial markers ensures precise coordinate registration. Adaptive multicalibration strategies and robust safety protocols enhance procedural reliability. System performance was evaluated through phantom and animal experiments, with comparisons to traditional CT-guided techniques.',
    },
    {
      label: 'RESULTS',
      category: 'RESULTS',
      text: 'The ENSRS achieved a groove localization error of 0.51 $\\pm$ 0.27 mm across 63 patches and a classification accuracy of 100%. In phantom studies, it demonstrated significantly reduced puncture error (0.81 $\\pm$ 0.98 mm vs. 3.50 $\\pm$ 2.88 mm, p $< $ 0.0001), required fewer CT scans (1.02 $\\pm$ 0.25 vs. 1.53 $\\pm$ 0.92) and shortened puncture times (39.01 $\\pm$ 29.71 s). In animal experiments, ENSRS achieved improved accuracy (0.33 $\\pm$ 0.74 mm vs. 1.86 $\\pm$ 0.99 mm, p = 0.015). The safety outcomes were comparable between the groups, with one pneumothorax reported each.',
    },
    {
      label: 'CONCLUSION',
      category: 'CONCLUSIONS',
      text: 'ENSRS improves the precision, efficiency, and safety of pulmonary nodule interventions, outperforming traditional CT-guided methods in phantom and animal models.',
    },
    {
      label: 'SIGNIFICANCE',
      category: 'CONCLUSIONS',
      text: 'This system offers a promising approach to pulmonary interventions by combining robotic precision with intelligent planning and tracking, potentially enhancing outcomes in minimally invasive procedures.',
    },
  ],
);

/** PubMed (efetch-5-articles-2026-06.xml, first article): structured, with "e.g." and "vs." inside sentences. */
const ATTR = pubmed(
  'Early timepoint 99mTc-DPD whole body scintigraphy and quantitative SPECT/CT imaging for diagnosis of cardiac ATTR amyloidosis.',
  'EJNMMI research',
  [
    {
      label: 'BACKGROUND',
      category: 'BACKGROUND',
      text: 'Cardiac transthyretin amyloidosis (ATTR-CM) is a progressive myocardial disease ultimately leading to heart failure. Standard diagnostic workup includes 99mTc-DPD scintigraphy performed after 2.5-3\u00a0h. The purpose of this study is to compare early (1\u00a0h after injection) to late imaging of 99mTc-DPD scintigraphy and SPECT for the detection of ATTR-CM. Early imaging could improve patient comfort and examination efficiency.',
    },
    {
      label: 'RESULTS',
      category: 'RESULTS',
      text: '50 patients undergoing 99mTc-DPD scintigraphy and SPECT for suspected ATTR-CM were included. Imaging was performed at both 1\u00a0h and 2.5-3\u00a0h post-injection. Tracer uptake was assessed visually (Perugini score), semi-quantitatively (e.g., heart-to-mediastinum ratio, HMR), and quantitatively (e.g., maximum standardized uptake value, SUVmax). ATTR-CM was diagnosed in 28% of patients. Median visual Perugini score was significantly higher for early imaging (0.5 vs. 0, p\u2009<\u20090.001). Findings were validated using an external validation cohort. Intraclass correlation coefficients between early and late imaging were very good. Visual evaluation of early imaging demonstrated comparable sensitivity, specificity, and overall diagnostic accuracy to late imaging. HMR and SUVmax from early imaging showed higher diagnostic accuracy. No false-negative results were observed. Visual evaluation using the Perugini score was slightly less consistent between readers in early compared to late imaging, with lower inter-observer agreement at 1\u00a0h.',
    },
    {
      label: 'CONCLUSIONS',
      category: 'CONCLUSIONS',
      text: 'Early 99mTc-DPD imaging provides diagnostic performance equivalent to conventional late imaging while substantially enhancing patient comfort and workflow efficiency. Adoption of early imaging protocols, complemented by quantitative and semi-quantitative analysis, may streamline ATTR-CM diagnostics, enabling timely diagnosis and treatment.',
    },
  ],
);

/** PubMed (efetch-5-articles-2026-06.xml, fourth article): unstructured. */
const GPT_HCC = pubmed(
  'Performance of GPT-based large language models in hepatocellular carcinoma stratification: liver function assessment, BCLC staging, and treatment recommendations.',
  'Scientific reports',
  [
    {
      label: null,
      category: null,
      text: 'Large language models (LLMs) like GPT have been proposed to support complex clinical decision-making. This study evaluated the performance of GPT-based LLM in analyzing clinical, radiological, and laboratory data from patients with hepatocellular carcinoma (HCC) to assess liver function, assign BCLC stage, and recommend treatment. Data from 106 HCC patients (82% male, median age 65 [22-86]) were compiled into anonymized integrated reports. Four GPT-versions (4, o1, o3, 5.4) were prompted-using both short and long instructions-to calculate MELD, ALBI, and Child-Pugh scores, assign BCLC stage, and generate treatment recommendations based on current guidelines. Outputs were compared to expert consensus and tumor board decisions. Errors were categorized by type and source. Time and cost analyses compared GPT to clinical staff. All GPT versions achieved high accuracy (>\u200985%) in liver function assessment, with MELD calculation being the most error-prone. BCLC staging accuracy ranged from 46.2% (version 4) to 84.0% (o3), with misclassification of radiological reports as the main error source. Reasoning-optimized models (o1, o3) performed best for treatment recommendations, achieving an overall accuracy (correct suggestions and acceptable alternatives) of up to 90.6%. In 9-14% of cases, GPT suggestions were retrospectively more guideline-concordant than tumor board decisions. GPT processing was significantly faster and reduced costs by approximately 300- to 1300-fold compared to clinical staff. GPT-based LLMs show potential as decision-support tools for liver function assessment, BCLC staging, and treatment guidance in HCC. Particularly with reasoning-optimized models and detailed prompting, LLMs may serve as valuable adjuncts in multidisciplinary HCC workflows. However, a non-negligible error rate requires expert oversight and further model refinement.',
    },
  ],
);

/** PubMed (efetch-10-articles-sleep-apnea-2016.xml, second article): an unstructured case report. */
const CASE_REPORT = pubmed(
  'The efficiency of continuous positive airway pressure therapy in reducing cardiovascular dysfunction in a patient with arterial hypertension and obstructive sleep apnea.',
  'Pneumologia (Bucharest, Romania)',
  [
    {
      label: null,
      category: null,
      text: 'Obstructive sleep apnea (OSA) has been included by European and American hypertension therapy guidelines as a common cause of high blood pressure. Recent studies have demonstrated a strong link between OSA and HBP and the treatment thereof should consist of combination therapy, especially in patients with refractory AHT and a non-dipping profile. We present the case of a patient with high grade hypertension, with secondary organ damage and severe OSA. The ultimate method for controlling blood pressure and reversing subclinical cardiac and cerebrovascular dysfunction of this patient was the specific therapy with continuous positive airway pressure (cPAP).',
    },
  ],
);

/** PubMed 29540945 (efetch-1-article-season-date-no-abstract.xml): no abstract at all. */
const NO_ABSTRACT = pubmed('Split notochord syndrome: a case in point.', 'Radiologia brasileira', []);

/** medRxiv (details-medrxiv-2026-08-01…json, second record): run-in headings, no sections from the source. */
const RA_PREPRINT: SummaryInput = {
  title:
    'Dietary Inflammatory Potential, Dietary Diversity and Micronutrient Adequacy Are Associated with Rheumatoid Arthritis and Autoantibody Burden: A Case-Control Study from India',
  abstract:
    'BackgroundRheumatoid arthritis (RA) is a chronic autoimmune disease influenced by genetic and environmental factors, including diet. We examined the associations of dietary inflammatory potential, dietary diversity, and micronutrient adequacy with RA and RA-related autoantibodies in an urban Indian population.\n\nMethodsIn this unmatched case-control study, 301 newly diagnosed RA cases and 314 healthy controls from Hyderabad, India, were enrolled. Dietary intake was assessed using a validated 131-item food frequency questionnaire (FFQ). Dietary inflammatory potential was estimated using the Dietary Inflammatory Index (DII), while dietary quality was assessed using Dietary Diversity Score (DDS) and mean probability of micronutrient adequacy (MPA). Rheumatoid factor (RF) and anti-cyclic citrullinated peptide (anti-CCP) antibodies were measured by ELISA. Multivariable regression models adjusted for age, sex, and BMI were used to assess associations. Population attributable fractions (PAFs) were estimated under a theoretical causal framework.\n\nResultsCompared with controls, RA cases had lower micronutrient adequacy (median MPA: 18.9% vs. 32.9%), lower dietary diversity (High DDS 50.2% vs. 74.2%), and higher dietary inflammatory scores (median DII: 2.18 vs. 0.37). Each 1-unit increase in DII was associated with higher odds of RA (AOR 1.17; 95% CI: 1.10, 1.24), whereas each 1-unit increase in DDS (AOR 0.73; 95% CI: 0.66, 0.81) and each 10% increase in MPA (AOR 0.88; 95% CI: 0.83, 0.94) were associated with lower odds of RA. High DDS and adequate micronutrient adequacy were also associated with lower RF and anti-CCP levels. Estimated PAFs for higher DII, low DDS, and nutrient inadequacy were 43.8%, 39.5%, and 37.5%, respectively.\n\nConclusionsPoorer dietary quality, lower micronutrient adequacy, and a more pro-inflammatory dietary profile were associated with higher odds of RA and greater autoantibody burden.',
  abstractSections: [],
  isPreprint: true,
  journal: 'medRxiv',
};

/** DOAJ (doaj-v4-search-articles-covid19-page1-100.json, record 31): HTML headings inside the abstract. */
const HTML_HEADINGS = unsectioned(
  'The Covid-19 pandemic and mental health of first-year college students: Examining the effect of Covid-19 stressors using longitudinal data.',
  'PLoS ONE',
  "<h4>Purpose</h4>The Covid-19 pandemic has brought unprecedented stress to students and educational institutions across the world. We aimed to estimate the effect of the pandemic on the mental health of college students.<h4>Methods</h4>We used data on 419 first-year students (ages 18-20) at a large public university in North Carolina both before (October 2019-February 2020) and after (June/July 2020) the start of the Covid-19 pandemic. After evaluating descriptive data on mental health and stressors by students' demographic characteristics, we estimated the associations between Covid-19 stressors (including work reductions, health, distanced learning difficulties and social isolation) and mental health symptoms and severity controlling for students' pre-pandemic mental health, psychosocial resources, and demographic characteristics.<h4>Results</h4>We found that the prevalence of moderate-severe anxiety increased from 18.1% before the pandemic to 25.3% within four months after the pandemic began; and the prevalence of moderate-severe depression increased from 21.5% to 31.7%. White, female and sexual/gender minority (SGM) students were at highest risk of increases in anxiety symptoms. Non-Hispanic (NH) Black, female, and SGM students were at highest risk of increases in depression symptoms. General difficulties associated with distanced learning and social isolation contributed to the increases in both depression and anxiety symptoms. However, work reductions as well as Covid-19 diagnosis and hospitalization of oneself, family members or friends were not associated with increases in depression or anxiety symptoms.<h4>Conclusion</h4>Colleges may be able to reduce the mental health consequences of Covid-19 by investing in resources to reduce difficulties with distance learning and reduce social isolation during the pandemic.",
);

/** DOAJ record 15: "Label:" paragraphs with Windows line breaks, and advice in its conclusion. */
const VACCINE_SURVEY = unsectioned(
  'Covid-19 Vaccine Acceptance Among Parents: Are They Willing to Vaccinate Their Children?',
  'Ahi Evran Medical Journal',
  'Purpose: The aim of this study was to evaluate the willingness of parents to allow their children to receive a COVID-19 vaccine and the factors affecting the decision.\r\n\r\nMaterials and Methods: This study was conducted as a prospective, cross-sectional and descriptive survey study. A survey consisting of questions about the COVID-19 vaccination was conducted with parents.\r\n\r\nResults: The study included 592 parents, 180 (30.4%) male, and the mean age was 34.14±7.42 years. There were 257 (43.4%) parents would vaccinate their children. A high level of education of parents (p=0.022), a high monthly income of the family (p=0.006), and male gender (p=0.002) were associated with high willingness to vaccinate their children. Two hundred twenty two parents stated that their decision may change depending on whether the vaccine is of domestic or foreign origin, and 215 (96.85%) of them stated that they would prefer domestic vaccines. The most frequent reasons for vaccine hesitancy or refusal to their children were: fear of possible side effects and it being a foreign vaccine.\r\n\r\nConclusion: The hesitancy or refusal of parents to vaccinate their children with the COVID-19 vaccine is high. Public health authorities should inform the public about the importance of vaccination and domestic vaccine production should be encouraged.',
);

/** DOAJ record 86: a retrospective cohort study with run-together headings ("complications.AIM:"). */
const COHORT = unsectioned(
  'Factors influencing the severity of COVID-19 course for patients with diabetes mellitus in tashkent: a retrospective cohort study',
  'Ожирение и метаболизм',
  'BACKGROUND: Since the very first outbreak, scientists have been trying to determine the most critical pathogenetic mechanisms for the development of COVID-19 and related complications, analyze individual subpopulations of patients with chronic diseases and develop optimal tactics to combat not only the infection itself but also its acute and chronic complications.AIM: to assess the COVID-19 course among patients with Type 1 and Type 2 DM.MATERIALS AND METHODS: A retrospective cohort study of Tashkent inhabitants, who had COVID-19 from April to D ecember 2020, was performed. The data were obtained from the single electronic database of registered cases of COVID-19. All data were analyzed using a logistic regression in STATA 17.0 software. Further, the matched case-control study was performed for patients with type 2 DM and no DM based on age, gender, and BMI.RESULTS: Of the 5023 analyzed subjects, 72.63% had no diabetes mellitus (DM), 4.24% had type 1 DM, 15.19% had type 2 DM, and 7.94% was diagnosed with DM during the COVID-19 infection. DM, overweight, and obesity were associated with severe COVID-19; the most significant risk of a severe course was found in persons with type 2 DM. The risk of a lethal outcome and the need for prescription of glucocorticoids did not show a significant association with diabetes in Tashkent. The clinical features of COVID-19 were more common in patients with type 2 DM, especially for shortness of breath, chest pain, and arrhythmia. The persons receiving SU have complained of dyspnea significantly more often than matched patients without DM. Metformin and DPP4i were the groups of drugs that were not associated with significantly increased risk of hospitalization of patients because of COVID-19. The matched case-control study did not reveal statistically significant differences in the disease course severity, need for hospitalization and glucocorticoids, and death depending on the glucose-lowering therapy preceding the onset of COVID-19.CONCLUSION: Diabetes, age and overweight/obesity were associated with severe course of COVID-19 in Tashkent. There was no statistical difference in COVID-19 severity depending on initial glucose-lowering therapy.',
);

/** PLOS (plos-search-sports-alcohol-10docs-hl.json): inline "Objective:" labels and many confidence intervals. */
const INSOMNIA = unsectioned(
  'Symptoms of Insomnia and Sleep Duration and Their Association with Incident Strokes: Findings from the Population-Based MONICA/KORA Augsburg Cohort Study',
  'PLOS ONE',
  'Objective: To examine the relationship between symptoms of insomnia and sleep duration and incident total (non-fatal plus fatal) strokes, non-fatal strokes, and fatal strokes in a large cohort of men and women from the general population in Germany. Methods: In four population-based MONICA (monitoring trends and determinants in cardiovascular disease)/KORA (Cooperative Health Research in the Region of Augsburg) surveys conducted between 1984 and 2001, 17,604 men and women (aged 25 to 74 years) were asked about issues like sleep, health behavior, and medical history. In subsequent surveys and mortality follow-ups, incident stroke cases (cerebral hemorrhage, ischemic stroke, transient ischemic attack, unknown stroke type) were gathered prospectively until 2009. Sex-specific hazard ratios (HR) and their 95% confidence intervals (CI) were estimated using sequential Cox proportional hazards regression models. Results: During a mean follow-up of 14 years, 917 strokes (710 non-fatal strokes and 207 fatal strokes) were observed. Trouble falling asleep and difficulty staying asleep were not significantly related to any incident stroke outcome in either sex in the multivariable models. Among men, the HR for the association between short (≤5 hours) and long (≥10 hours) daily sleep duration and total strokes were 1.44 (95% CI: 1.01–2.06) and 1.63 (95% CI: 1.16–2.29), after adjustment for basic confounding variables. As for non-fatal strokes and fatal strokes, in the analyses adjusted for age, survey, education, physical activity, alcohol consumption, smoking habits, body mass index, hypertension, diabetes, and dyslipidemia, the increased risks persisted, albeit somewhat attenuated, but no longer remained significant. Among women, in the multivariable analyses the quantity of sleep was also not related to any stroke outcome. Conclusion: In the present study, symptoms of insomnia and exceptional sleep duration were not significantly predictive of incident total strokes, non-fatal strokes, and fatal strokes in either sex. ',
);

const WITH_ABSTRACTS = { ENSRS, ATTR, GPT_HCC, CASE_REPORT, RA_PREPRINT, HTML_HEADINGS, VACCINE_SURVEY, COHORT, INSOMNIA };

const summariser = new LocalSummariser();

async function summaryOf(input: SummaryInput): Promise<string> {
  return (await summariser.summarise(input)).summary;
}

describe('LocalSummariser', () => {
  it('names its provider and model', async () => {
    const result = await summariser.summarise(ENSRS);
    expect(result.provider).toBe('local');
    expect(result.model).toBe('extractive-v2');
  });

  it('is deterministic: the same input gives the same result, call after call and instance after instance', async () => {
    for (const input of Object.values(WITH_ABSTRACTS)) {
      const first = await summariser.summarise(input);
      expect(await summariser.summarise(input)).toEqual(first);
      expect(await new LocalSummariser().summarise(structuredClone(input))).toEqual(first);
    }
  });

  it('summarises a structured abstract from its results and conclusions', async () => {
    const summary = await summaryOf(ENSRS);
    expect(summary).toContain('improves the precision, efficiency, and safety of lung nodule interventions');
    expect(summary).not.toMatch(
      /To address the limitations|path-planning algorithm|fiducial markers|phantom and animal experiments, with comparisons/,
    );
  });

  it('reads run-in medRxiv headings as sections and leaves the background out', async () => {
    const summary = await summaryOf(RA_PREPRINT);
    expect(summary).toContain('Poorer dietary quality, lower vitamin and mineral adequacy, and a more pro-inflammatory dietary profile');
    expect(summary).not.toMatch(/chronic autoimmune disease|food frequency questionnaire|Background|Conclusions/);
  });

  it('keeps the best sentences of an unstructured abstract, in their original order, with its conclusion', async () => {
    const summary = await summaryOf(GPT_HCC);
    const sentences = splitSentences(summary).filter((sentence) => !sentence.startsWith('The study looked at'));
    expect(sentences.length).toBeGreaterThanOrEqual(2);
    expect(sentences.length).toBeLessThanOrEqual(6);
    expect(summary).not.toContain('have been proposed to support complex clinical decision-making');
    expect(summary).toContain('show potential as decision-support tools');
    expect(summary.indexOf('GPT processing was clearly faster')).toBeGreaterThan(-1);
    expect(summary.indexOf('GPT processing was clearly faster')).toBeLessThan(summary.indexOf('show potential as decision-support tools'));
  });

  it('opens a preprint with the peer-review note, and only a preprint', async () => {
    expect(await summaryOf(RA_PREPRINT)).toMatch(/^This preprint has not yet been peer reviewed\. \S/);
    expect(PREPRINT_NOTE).toBe('This preprint has not yet been peer reviewed.');
    for (const input of [ENSRS, GPT_HCC, HTML_HEADINGS, COHORT]) expect(await summaryOf(input)).not.toContain('preprint');
  });

  it('says plainly what kind of study it was and how many took part, when the abstract says so', async () => {
    expect(await summaryOf(COHORT)).toMatch(
      /^This was a cohort study of 5,023 people\. A cohort study follows a group of people over time\. /,
    );
    expect(await summaryOf(VACCINE_SURVEY)).toMatch(/^This was a cross-sectional study of 592 parents\. It looked at one point in time\. /);
    expect(await summaryOf(INSOMNIA)).toMatch(/^This was a cohort study of 17,604 men and women\. /);
    expect(await summaryOf(RA_PREPRINT)).toMatch(
      /^This preprint has not yet been peer reviewed\. This was a case-control study of 615 people\. /,
    );
    expect(await summaryOf(GPT_HCC)).toMatch(/^The study looked at 106 patients\. /);
    expect(await summaryOf(ENSRS)).not.toMatch(/This was a|The study looked at/);
  });

  it('does not repeat the study size sentence from the abstract once it has said it', async () => {
    const summary = await summaryOf(VACCINE_SURVEY);
    expect(summary.match(/592/g)).toHaveLength(1);
  });

  it('rewrites jargon with the glossary', async () => {
    const hcc = await summaryOf(GPT_HCC);
    expect(hcc).toContain('liver cancer');
    expect(hcc).not.toMatch(/hepatocellular|carcinoma|\bHCC\b/i);
    expect(hcc).toContain('clearly faster');

    const caseReport = await summaryOf(CASE_REPORT);
    expect(caseReport).toContain('high blood pressure');
    expect(caseReport).toContain('Sleep apnoea (breathing that stops and starts during sleep)');
    expect(caseReport).not.toMatch(/hypertension|cardiovascular|cerebrovascular/i);

    const ensrs = await summaryOf(ENSRS);
    expect(ensrs).toContain('lung');
    expect(ensrs).not.toMatch(/pulmonary/i);
  });

  it('drops abbreviation definitions and spells the short forms out', async () => {
    const summary = await summaryOf(ENSRS);
    expect(summary).not.toMatch(/\(ENSRS\)|\bENSRS\b/);
    expect(summary).toContain('electromagnetic navigation surgical robotic system');
    expect(await summaryOf(GPT_HCC)).not.toMatch(/\((?:LLMs?|HCC)\)/);
  });

  it('leaves no confidence intervals, p values or other statistical asides', async () => {
    for (const [name, input] of Object.entries(WITH_ABSTRACTS)) {
      const summary = await summaryOf(input);
      expect(summary, name).not.toMatch(
        /\bC[Ir]I?\b|confidence interval|\b[pP]\s*(?:[<>=≤≥]|value)|±|\\pm|\$|\((?:a?OR|HR|RR|n|N)\b|\[[^\]]*\d[^\]]*\]|\bvs\.\s*\d/,
      );
    }
  });

  it('keeps every summary with an abstract between 40 and 130 words', async () => {
    for (const [name, input] of Object.entries(WITH_ABSTRACTS)) {
      const words = countWords(await summaryOf(input));
      expect(words, name).toBeGreaterThanOrEqual(40);
      expect(words, name).toBeLessThanOrEqual(130);
    }
  });

  it('does not pass on the advice an abstract gives', async () => {
    expect(VACCINE_SURVEY.abstract).toContain('should inform the public');
    expect(CASE_REPORT.abstract).toContain('should consist of combination therapy');
    for (const input of [VACCINE_SURVEY, CASE_REPORT]) expect(await summaryOf(input)).not.toMatch(/\b(?:should|must|recommend)/i);
  });

  it('says so plainly when there is no abstract, and invents nothing', async () => {
    expect(await summaryOf(NO_ABSTRACT)).toBe(NO_ABSTRACT_NOTE);
    expect(NO_ABSTRACT_NOTE).toMatch(/No abstract is available for this paper/);
    expect(NO_ABSTRACT_NOTE).toMatch(/original title is the best guide/);
    expect(NO_ABSTRACT_NOTE).toMatch(/full paper/);
    expect(await summaryOf({ ...NO_ABSTRACT, isPreprint: true })).toBe(`${PREPRINT_NOTE} ${NO_ABSTRACT_NOTE}`);
    expect(await summaryOf({ ...NO_ABSTRACT, abstract: ' \n\n ' })).toBe(NO_ABSTRACT_NOTE);
  });

  it('writes plain text only, even from HTML-looking input', async () => {
    expect(HTML_HEADINGS.abstract).toContain('<h4>');
    const result = await summariser.summarise(HTML_HEADINGS);
    expect(result.summary).toContain('The study looked at 419 students.');
    for (const text of [result.summary, result.simplifiedTitle]) {
      expect(text).not.toMatch(/[<>]/);
      expect(text).not.toMatch(/&[a-z]+;|&#/);
    }
    const italic = await summariser.summarise({
      ...HTML_HEADINGS,
      title: 'Persistence of <i>Burkholderia thailandensis</i> E264 in lung tissue after a single binge alcohol episode',
    });
    expect(italic.simplifiedTitle).toBe(
      'Persistence of Burkholderia thailandensis E264 in lung tissue after a single binge alcohol episode',
    );
    for (const input of Object.values(WITH_ABSTRACTS)) {
      const { summary, simplifiedTitle } = await summariser.summarise(input);
      expect(`${summary} ${simplifiedTitle}`).not.toMatch(/[<>]/);
    }
  });
});

describe('splitSentences', () => {
  it('does not split on "e.g." or "vs." inside a sentence, nor on decimals, and evens out spaces', () => {
    const sentences = splitSentences(sectionText(ATTR, 'RESULTS'));
    expect(sentences).toHaveLength(11);
    expect(sentences[2]).toBe(
      'Tracer uptake was assessed visually (Perugini score), semi-quantitatively (e.g., heart-to-mediastinum ratio, HMR), and quantitatively (e.g., maximum standardized uptake value, SUVmax).',
    );
    expect(sentences[4]).toBe('Median visual Perugini score was significantly higher for early imaging (0.5 vs. 0, p < 0.001).');
    expect(sentences[1]).toBe('Imaging was performed at both 1 h and 2.5-3 h post-injection.');
  });

  it('keeps decimals with a spread together', () => {
    const sentences = splitSentences(
      'The mean age of the subjects was 54.7 ± 12.8 years, 82% males. The mean BMI was 31.9 ± 6 kg/m2. Pearson correlation coefficient analysis demonstrates a significant positive correlation between the Epworth Sleepiness Scale and the desaturation index (r = 0.31, p < 0.01) and arterial hypertension (r = 0.32, p < 0.01). The forward stepwise regression analysis shows that the apnea hypopnea index and desaturation index are important predictors of daytime sleepiness in patients with obstructive sleep apnea which explains 40% of the Epworth Sleepiness Scale score.',
    );
    expect(sentences[0]).toBe('The mean age of the subjects was 54.7 ± 12.8 years, 82% males.');
    expect(sentences[1]).toBe('The mean BMI was 31.9 ± 6 kg/m2.');
    expect(sentences).toHaveLength(4);
  });

  it('does not split on broken decimals such as "P>0. 05" or "P>C. 05"', () => {
    expect(
      splitSentences(
        'There was no statisticallysignificant difference compared with preoperative(P>0. 05) in humoral immunity and cellular immunity index ofpostoperative 6 months. There was no significani difference(P>C. 05) in curative effect among three groups in the 6th month post-operatively.',
      ),
    ).toHaveLength(2);
  });

  it('does not split after "et al." even before a number', () => {
    const [first] = splitSentences(
      'Writing C, Kittleson MM, Ruberg FL, Ambardekar AV, Brannagan TH, Cheng RK, et al. 2023 ACC Expert Consensus Decision Pathway on Comprehensive Multidisciplinary Care for the Patient With Cardiac Amyloidosis: A Report of the American College of Cardiology Solution Set Oversight Committee. J Am Coll Cardiol. 2023;81:1076–126. https://doi.org/10.1016/j.jacc.2022.11.022 .',
    );
    expect(first).toBe(
      'Writing C, Kittleson MM, Ruberg FL, Ambardekar AV, Brannagan TH, Cheng RK, et al. 2023 ACC Expert Consensus Decision Pathway on Comprehensive Multidisciplinary Care for the Patient With Cardiac Amyloidosis: A Report of the American College of Cardiology Solution Set Oversight Committee.',
    );
  });

  it('ends a sentence at a paragraph break', () => {
    const sentences = splitSentences(RA_PREPRINT.abstract);
    expect(sentences).toContain('Multivariable regression models adjusted for age, sex, and BMI were used to assess associations.');
    expect(sentences.some((sentence) => sentence.includes('\n'))).toBe(false);
  });
});

describe('simplifyTitle', () => {
  it('drops the trailing full stop and a subtitle that only lists topics or says the design, but keeps one that asks', () => {
    expect(simplifyTitle(GPT_HCC.title)).toBe('Performance of GPT-based large language models in liver cancer stratification');
    expect(simplifyTitle(HTML_HEADINGS.title)).toBe('The Covid-19 pandemic and mental health of first-year college students');
    expect(simplifyTitle(VACCINE_SURVEY.title)).toBe(
      'Covid-19 Vaccine Acceptance Among Parents: Are They Willing to Vaccinate Their Children?',
    );
  });

  it('keeps the subtitle when the part before the colon is too short to stand alone', () => {
    expect(simplifyTitle(NO_ABSTRACT.title)).toBe('Split notochord syndrome');
    expect(simplifyTitle('Acutelines: a Dutch emergency department-based data-biobank')).toBe(
      'Acutelines: a Dutch emergency department-based data-biobank',
    );
  });

  it('removes translation brackets, and keeps a long title whole up to 140 characters rather than cut who or what was studied', () => {
    const title = simplifyTitle(
      '[Market Concentration in the Statutory Health Insurance of Germany since the Introduction of Free Choice of Sickness Funds].',
    );
    expect(title).toBe(
      'Market Concentration in the Statutory Health Insurance of Germany since the Introduction of Free Choice of Sickness Funds',
    );

    const long = simplifyTitle(
      '“Like Throwing a Bowling Ball at a Battle Ship” Audience Responses to Australian News Stories about Alcohol Pricing and Promotion Policies: A Qualitative Focus Group Study',
    );
    expect(long).toBe(
      '“Like Throwing a Bowling Ball at a Battle Ship” Audience Responses to Australian News Stories about Alcohol Pricing and Promotion Policies',
    );
    expect(long).not.toMatch(/…|\.\.\.$/);

    // A setting phrase in the middle goes before who was studied does.
    expect(
      simplifyTitle(
        'Experiences of Family Caregivers Providing End-of-Life Care at Home for People With Advanced Heart Failure: A Qualitative Interview Study',
      ),
    ).toBe('Experiences of Family Caregivers Providing End-of-Life Care for People With Advanced Heart Failure');
  });

  it('removes abbreviation definitions and design subtitles, and applies the lay vocabulary in Title Case', () => {
    expect(simplifyTitle(ENSRS.title)).toBe(
      'An Electromagnetic Navigation Surgical Robotic System for Through-the-chest Puncture of Small Lung Nodules',
    );
    expect(simplifyTitle('The burden of alcohol-related morbidity and mortality in Ottawa, Canada')).toBe(
      'The burden of alcohol-related illness and death in Ottawa, Canada',
    );
    expect(
      simplifyTitle(
        'Eccentric Exercise Versus Corticosteroid Injection for Lateral Elbow Tendinopathy: A Randomised Trial With One-Year Follow-Up',
      ),
    ).toBe('Eccentric Exercise Versus Steroid Injection for Tennis Elbow');
  });

  it('leaves a title that is already plain as it is', () => {
    expect(simplifyTitle('Alcohol Sales and Risk of Serious Assault')).toBe('Alcohol Sales and Risk of Serious Assault');
  });

  it('puts an all-capitals title in sentence case but keeps acronyms', () => {
    expect(simplifyTitle('IMPACT OF COVID-19 ON EUROPEAN AND TURKEY AIR TRAFFIC NETWORKS')).toBe(
      'Impact of COVID-19 on european and turkey air traffic networks',
    );
  });
});

describe('applyGlossary', () => {
  it('explains a randomised trial the first time only', () => {
    const state = newGlossaryState();
    const phrase = 'pilot tested with a randomized control trial';
    expect(applyGlossary(phrase, { state })).toBe(
      'pilot tested with a randomised trial (a study where participants are assigned to groups by chance)',
    );
    expect(applyGlossary(phrase, { state })).toBe('pilot tested with a randomised trial');
  });

  it.each([
    ['myocardial infarction', 'heart attack'],
    ['hypertension', 'high blood pressure'],
    ['cohort', 'group'],
    ['mortality', 'death rate'],
    ['adverse events', 'side effects'],
    ['incidence', 'rate of new cases'],
    ['neoplasm', 'tumour'],
    ['pediatric', "children's"],
    ['comorbidities', 'other health conditions'],
    ['statistically significant', 'clear'],
    ['etiology', 'cause'],
    ['prophylaxis', 'prevention'],
    ['renal', 'kidney'],
    ['hepatic', 'liver'],
    ['pulmonary', 'lung'],
    ['cardiovascular', 'heart and blood vessel'],
    ['its efficacy', 'how well it works'],
    ['Hypertension', 'High blood pressure'],
  ])('rewrites "%s" as "%s"', (term, plain) => {
    expect(applyGlossary(term, {})).toBe(plain);
  });
});

function pubmed(title: string, journal: string, sections: AbstractSection[]): SummaryInput {
  return {
    title,
    abstract: sections.map((section) => (section.label === null ? section.text : `${section.label}: ${section.text}`)).join('\n\n'),
    abstractSections: sections,
    isPreprint: false,
    journal,
  };
}

function unsectioned(title: string, journal: string, abstract: string): SummaryInput {
  return { title, abstract, abstractSections: [], isPreprint: false, journal };
}

function sectionText(input: SummaryInput, label: string): string {
  return input.abstractSections.find((section) => section.label === label)?.text ?? '';
}
