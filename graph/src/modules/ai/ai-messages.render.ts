/** What an answer says when the abstract does not answer the question. */
export const NOT_IN_ABSTRACT = 'The abstract does not say.';

/** The Premium Feature refusals of docs/product/premium.md#premium-gate, with the product's name. */
export const TAKEAWAY_REFUSAL = 'Clinical Takeaway is available with Paperlight Premium. Upgrade to access this feature';
export const AMA_REFUSAL = 'AI AMA is available with Paperlight Premium. Upgrade to access this feature';

/** The fixed last line of every takeaway. */
export const TAKEAWAY_DISCLAIMER =
  "Not advice for an individual patient: this takeaway summarises one study's abstract and does not replace clinical judgement.";

/** Labels shown with results that no AI model wrote. */
export const OFFLINE_TAKEAWAY_NOTICE = "Offline takeaway: assembled from the abstract's own sections; no AI model was used.";
export const OFFLINE_ANSWER_NOTICE =
  "Offline answer: found by matching the question against the abstract's own sentences; no AI model was used.";
export const FALLBACK_TAKEAWAY_NOTICE =
  "The AI model's takeaway did not pass Paperlight's checks against the abstract, so this one is assembled from the abstract's own sections; no AI model wrote it.";
export const FALLBACK_ANSWER_NOTICE =
  "The AI model's answer did not pass Paperlight's checks against the abstract, so this answer was found by matching the question against the abstract's own sentences; no AI model wrote it.";

export const QUESTION_MAX_LENGTH = 500;
