import type { SourceName } from '../article/article-sources.types.js';
import type { NoticeKind } from '../status/article-status.enums.js';

export type { SourceName } from '../article/article-sources.types.js';

/** One labelled part of a structured abstract ("RESULTS", "CONCLUSIONS"); `label` is null for unlabelled text. */
export interface AbstractSection {
  label: string | null;
  /** NLM's normalised category when the source gives one (PubMed `NlmCategory`), e.g. `CONCLUSIONS`. */
  category: string | null;
  text: string;
}

/**
 * A paper as a source client hands it over: plain text (markup stripped, entities decoded), ready to
 * be upserted by (source, externalId). Category names are assigned from `subjects` by the category map.
 */
export interface ArticleDraft {
  source: SourceName;
  /** The source's own id: PMID for PubMed, DOI for medRxiv and PLOS, the DOAJ record id for DOAJ. */
  externalId: string;
  title: string;
  /** The abstract as readable text: labelled sections become "LABEL: text" paragraphs separated by a blank line. */
  abstract: string;
  abstractSections: AbstractSection[];
  authors: string[];
  journal: string;
  /** When the paper became public at its source, as an ISO 8601 instant (PubMed entrez date, medRxiv posting date, PLOS publication date, DOAJ record date). */
  publishedDate: string;
  doi: string | null;
  pmid: string | null;
  sourceUrl: string;
  /** The source's own subject terms: MeSH descriptors, PLOS subjects, the medRxiv category, DOAJ LCC terms and keywords. */
  subjects: string[];
  /**
   * The source's own publication or article types, as it spells them: PubMed PublicationType ("Randomized Controlled
   * Trial"), the PLOS article_type ("Research Article"), the medRxiv type; empty for DOAJ, which has none.
   */
  publicationTypes: string[];
  isPreprint: boolean;
  isOpenAccess: boolean;
  /** The retractions, corrections and expressions of concern the record links to or is; none when absent. */
  notices?: NoticeDraft[];
  /** For a preprint, its version published in a journal, once the source names one (medRxiv `published`). */
  publishedVersion?: PublishedVersionDraft | null;
}

/** A PMID and a DOI, either of which may be unknown. */
export interface PaperIds {
  pmid: string | null;
  doi: string | null;
}

/**
 * A notice a source record carries, from whichever side: the paper's record naming its notice (PubMed `RetractionIn`)
 * or the notice's record naming its paper (`RetractionOf`). Either side alone is enough; both give the same notice.
 */
export interface NoticeDraft {
  kind: NoticeKind;
  /** The paper the notice is about. */
  paper: PaperIds;
  /** The notice itself; both null when a record is marked (`Retracted Publication`) without naming its notice. */
  notice: PaperIds;
  /** The source's citation of the notice ("BMC Genomics. 2017 Aug 16;18(1):624"), when the paper's record gives it. */
  reference: string | null;
  /** When the notice appeared, as an ISO 8601 instant, as far as the record tells; null when it does not. */
  date: string | null;
}

/** A preprint's journal version, as its preprint server names it. */
export interface PublishedVersionDraft {
  doi: string;
}
