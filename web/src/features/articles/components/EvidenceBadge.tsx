import { Badge } from '../../../components/Badge';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { categoryBadgeColors } from '../../../theme/theme';
import { STUDY_DESIGN_LABELS } from '../utils/studyDesigns';

export const EvidenceBadge_article = graphql(`
  fragment EvidenceBadge_article on Article {
    studyDesign
    sampleSize
    isPreprint
  }
`);

/** The evidence at a glance: the study design with n when the abstract states it, and a preprint warning where true. */
export function EvidenceBadge({ article: articleRef }: { article: FragmentType<typeof EvidenceBadge_article> }) {
  const article = getFragmentData(EvidenceBadge_article, articleRef);
  const design = STUDY_DESIGN_LABELS[article.studyDesign];
  const size = article.sampleSize === null || article.sampleSize === undefined ? null : article.sampleSize.toLocaleString('en-US');
  return (
    <>
      <Badge
        colors={categoryBadgeColors('Study design')}
        title={size ? `Study design: ${design}, ${size} people` : `Study design: ${design}`}
      >
        {size ? `${design} · n = ${size}` : design}
      </Badge>
      {article.isPreprint && <Badge colors={categoryBadgeColors('Preprint')}>Preprint, not peer reviewed</Badge>}
    </>
  );
}
