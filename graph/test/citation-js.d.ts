// The citation library the export tests parse files back with ships no types; these cover what the tests use.
declare module '@citation-js/core' {
  /** A name as CSL-JSON writes it. */
  export interface CslName {
    family?: string;
    given?: string;
    literal?: string;
  }

  /** The CSL-JSON fields the tests read. */
  export interface CslItem {
    id: string;
    type: string;
    title?: string;
    author?: CslName[];
    'container-title'?: string;
    issued?: { 'date-parts': number[][] };
    DOI?: string;
    PMID?: string;
    URL?: string;
    abstract?: string;
    note?: string;
    'citation-key'?: string;
  }

  export class Cite {
    constructor(data: string);
    data: CslItem[];
  }

  export const plugins: {
    input: {
      /** One parsing step: for RIS text, the records as objects of their tags. */
      chainLink(input: string): unknown;
    };
  };
}

declare module '@citation-js/plugin-bibtex';
declare module '@citation-js/plugin-ris';
