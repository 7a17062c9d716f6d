/**
 * A paper's DOI in the one form Paperlight stores and compares: bare (`10.…/…`, without `https://doi.org/`,
 * `https://dx.doi.org/` or `doi:` in front), trimmed and lower-case, since DOIs are case-insensitive and sources
 * spell the same one differently. Null for a missing value or anything that is not a DOI. Source parsers and the
 * ingestion service both use it, so a DOI read from two sources is recognised as the same paper.
 */
export function normaliseDoi(value: string | null | undefined): string | null {
  if (!value) return null;
  const doi = value
    .trim()
    .replace(/^(?:https?:\/\/)?(?:dx\.)?doi\.org\//i, '')
    .replace(/^doi:\s*/i, '')
    .trim();
  return /^10\.\d{4,9}\/\S+$/.test(doi) ? doi.toLowerCase() : null;
}
