import { useQuery } from '@apollo/client/react';
import { Button } from '../../../components/Button';
import { graphql } from '../../../gql';

const SearchSuggestionDocument = graphql(`
  query SearchSuggestion($search: String!) {
    searchSuggestion(search: $search)
  }
`);

interface DidYouMeanProps {
  search: string;
  onSearch(search: string): void;
}

/** "Did you mean …?" for a search that found nothing or little, from the library's own words; nothing when none is better. */
export function DidYouMean({ search, onSearch }: DidYouMeanProps) {
  const text = search.trim();
  const { data } = useQuery(SearchSuggestionDocument, { variables: { search: text }, skip: !text, errorPolicy: 'all' });
  const suggestion = data?.searchSuggestion;
  if (!text || !suggestion) return null;
  return (
    <p>
      Did you mean{' '}
      <Button $size="sm" $variant="ghost" onClick={() => onSearch(suggestion)}>
        {suggestion}
      </Button>
      ?
    </p>
  );
}
