import styled from 'styled-components';
import { Badge, CategoryBadge } from '../../../components/Badge';

/** At most 2 category badges on a card (docs/product/feed.md#article-card). */
export const CARD_CATEGORY_LIMIT = 2;

interface CategoryBadgesProps {
  categories: readonly string[];
  /** How many badges to show before '+N more'; all when omitted. */
  limit?: number;
}

export function CategoryBadges({ categories, limit }: CategoryBadgesProps) {
  const shown = limit === undefined ? categories : categories.slice(0, limit);
  const hidden = categories.length - shown.length;
  return (
    <StyledList aria-label="Categories">
      {shown.map((category) => (
        <li key={category}>
          <CategoryBadge category={category} />
        </li>
      ))}
      {hidden > 0 && (
        <li>
          <Badge title={categories.slice(shown.length).join(', ')}>+{hidden} more</Badge>
        </li>
      )}
    </StyledList>
  );
}

const StyledList = styled.ul`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: inline-flex;
  }
`;
