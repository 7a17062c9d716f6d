import type { StudyDesign } from '../../../gql/graphql';
import type { FeedFilters } from '../utils/feedFilters';

export interface SourceOption {
  source: string;
  count: number;
}

export interface CategoryOption {
  id: string;
  name: string;
  count: number;
}

/** What both filter panels (sidebar and compact) receive. */
export interface FilterPanelProps {
  filters: FeedFilters;
  sources: readonly SourceOption[];
  categories: readonly CategoryOption[];
  activeCount: number;
  /** True until the sources and categories have loaded. */
  optionsLoading: boolean;
  /** True with Premium (the advanced filters open), false without, null while the plan loads. */
  hasAccess: boolean | null;
  /** Articles per study design for the current filters, with Premium. */
  designCounts: ReadonlyMap<StudyDesign, number> | null;
  onChange(next: FeedFilters): void;
  onClear(): void;
}
