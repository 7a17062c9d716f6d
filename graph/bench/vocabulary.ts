/**
 * Filler words for synthetic titles and abstracts. None of them shares a stem with a search term in
 * `SEARCH_TERMS`, so each term's document frequency is exactly the share of rows it is planted in.
 */
export const FILLER_WORDS: readonly string[] = [
  'patients', 'cohort', 'randomised', 'trial', 'placebo', 'dose', 'adults', 'children', 'elderly', 'women', 'men',
  'infants', 'adolescents', 'hospital', 'primary', 'care', 'clinic', 'community', 'national', 'regional', 'registry',
  'survey', 'analysis', 'regression', 'model', 'hazard', 'ratio', 'risk', 'odds', 'interval', 'confidence', 'baseline',
  'follow', 'months', 'weeks', 'years', 'days', 'daily', 'weekly', 'therapy', 'treatment', 'vaccine', 'antibody',
  'infection', 'virus', 'bacterial', 'fungal', 'chronic', 'acute', 'severe', 'mild', 'moderate', 'symptoms', 'signs',
  'diagnosis', 'screening', 'imaging', 'biopsy', 'tumour', 'cancer', 'breast', 'lung', 'liver', 'kidney', 'heart',
  'cardiac', 'vascular', 'stroke', 'blood', 'pressure', 'glucose', 'insulin', 'diabetes', 'obesity', 'weight', 'diet',
  'exercise', 'sleep', 'depression', 'anxiety', 'cognitive', 'memory', 'dementia', 'neural', 'brain', 'spinal', 'pain',
  'opioid', 'analgesic', 'surgery', 'surgical', 'anaesthesia', 'recovery', 'mortality', 'survival', 'relapse',
  'remission', 'adherence', 'compliance', 'cost', 'effectiveness', 'efficacy', 'safety', 'adverse', 'events',
  'incidence', 'prevalence', 'association', 'exposure', 'smoking', 'alcohol', 'pollution', 'genetic', 'genome',
  'variant', 'expression', 'protein', 'receptor', 'pathway', 'signalling', 'marker', 'biomarker', 'plasma', 'serum',
  'urine', 'sample', 'samples', 'measured', 'observed', 'reported', 'assessed', 'compared', 'evaluated', 'increased',
  'decreased', 'reduced', 'improved', 'higher', 'lower', 'significant', 'modest', 'substantial', 'overall', 'subgroup',
  'sensitivity', 'specificity', 'accuracy', 'validation', 'prospective', 'retrospective', 'multicentre', 'pilot',
  'feasibility', 'protocol', 'intervention', 'control', 'arm', 'group', 'groups', 'participants', 'enrolled',
  'recruited', 'eligible', 'excluded', 'criteria', 'primary', 'secondary', 'endpoint', 'endpoints', 'quality', 'life',
  'scores', 'scale', 'questionnaire', 'interview', 'qualitative', 'mixed', 'methods', 'evidence', 'review',
  'systematic', 'meta', 'pooled', 'heterogeneity', 'bias', 'estimate', 'estimates', 'trend', 'trends', 'seasonal',
  'rural', 'urban', 'income', 'access', 'equity', 'workforce', 'nurses', 'physicians', 'pharmacy', 'prescribing',
  'antibiotic', 'resistance', 'transmission', 'household', 'school', 'pregnancy', 'maternal', 'neonatal', 'preterm',
  'birth', 'asthma', 'allergy', 'skin', 'bone', 'fracture', 'joint', 'muscle', 'inflammation', 'immune', 'response',
  'with', 'among', 'after', 'before', 'during', 'between', 'across', 'without', 'versus', 'and', 'of', 'in', 'the', 'for',
];

/** Surnames for synthetic author lists. */
export const SURNAMES: readonly string[] = [
  'Okafor', 'Lindqvist', 'Tanaka', 'Moreau', 'Castillo', 'Novak', 'Haddad', 'Kowalski', 'Mensah', 'Ivanova',
  'Fitzgerald', 'Sato', 'Oliveira', 'Nguyen', 'Schmidt', 'Rossi', 'Patel', 'Andersen', 'Yilmaz', 'Dubois',
  'Chen', 'Mwangi', 'Kaur', 'Petrov', 'Garcia', 'Murphy', 'Hansen', 'Costa', 'Kim', 'Bauer',
];
