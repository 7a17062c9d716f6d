import { useId, useMemo, type FormEvent } from 'react';
import styled, { type DefaultTheme } from 'styled-components';
import { Button } from '../../../components/Button';
import { SearchIcon } from '../../../components/icons';
import { surfacePanel } from '../../../components/surface';
import { Link } from '../../../lib/router';
import { countHelpArticles, filterHelpArticles } from '../filterHelpArticles';
import type { HelpGroup, HelpLink } from '../helpArticles';

interface HelpArticlesProps {
  groups: readonly HelpGroup[];
  query: string;
  onQueryChange(query: string): void;
}

/** The help search and the help articles in their groups; the search narrows the list as you type. */
export function HelpArticles({ groups, query, onQueryChange }: HelpArticlesProps) {
  const searchId = useId();
  const visible = useMemo(() => filterHelpArticles(groups, query), [groups, query]);
  const total = countHelpArticles(groups);
  const shown = countHelpArticles(visible);
  const searching = query.trim() !== '';

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => event.preventDefault();

  return (
    <StyledSection id="help-articles" aria-labelledby={`${searchId}-heading`}>
      <StyledHeading id={`${searchId}-heading`}>Help articles</StyledHeading>
      <StyledSearch role="search" onSubmit={handleSubmit}>
        <label className="visually-hidden" htmlFor={searchId}>
          Search help articles
        </label>
        <SearchIcon size={18} />
        <input
          id={searchId}
          type="search"
          placeholder="Search help articles..."
          autoComplete="off"
          maxLength={100}
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
        />
      </StyledSearch>
      <StyledStatus role="status">
        {searching ? `${shown} of ${total} help articles match “${query.trim()}”` : `${total} help articles`}
      </StyledStatus>
      {visible.length === 0 ? (
        <StyledEmpty>
          <p>No help articles match your search. Try other words, browse the FAQ, or ask us directly.</p>
          <StyledEmptyActions>
            <Button onClick={() => onQueryChange('')}>Clear search</Button>
            <Link to="/faq">Browse the FAQ</Link>
            <Link to="/contact">Contact support</Link>
          </StyledEmptyActions>
        </StyledEmpty>
      ) : (
        <StyledGroups>
          {visible.map((group) => (
            <section key={group.id} id={group.id} aria-labelledby={`${group.id}-heading`}>
              <StyledGroupTitle id={`${group.id}-heading`}>{group.title}</StyledGroupTitle>
              <StyledArticles>
                {group.articles.map((article) => (
                  <StyledArticle key={article.id} id={article.id} aria-labelledby={`${article.id}-title`}>
                    <h4 id={`${article.id}-title`}>{article.title}</h4>
                    <p>{article.body}</p>
                    {article.link && <HelpArticleLink link={article.link} />}
                  </StyledArticle>
                ))}
              </StyledArticles>
            </section>
          ))}
        </StyledGroups>
      )}
    </StyledSection>
  );
}

function HelpArticleLink({ link }: { link: HelpLink }) {
  if ('mailto' in link) return <a href={`mailto:${link.mailto}`}>{link.label}</a>;
  return <Link to={link.to}>{link.label}</Link>;
}

/** Anchored articles stop below the sticky header rather than under it. */
const anchorOffset = ({ theme }: { theme: DefaultTheme }) => `calc(${theme.layout.headerHeight} + ${theme.space.lg})`;

const StyledSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  scroll-margin-top: ${anchorOffset};
`;

const StyledHeading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const StyledSearch = styled.form`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  max-width: 560px;
  padding: 0 ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.textMuted};
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  input {
    flex: 1;
    min-width: 0;
    height: 44px;
    border: 0;
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    &:focus-visible {
      outline: none;
    }
  }
`;

const StyledStatus = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledGroups = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xl};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  > section {
    scroll-margin-top: ${anchorOffset};
  }
`;

const StyledGroupTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const StyledArticles = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledArticle = styled.article`
  ${surfacePanel}
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
  scroll-margin-top: ${anchorOffset};
  h4 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &:target {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.primarySoft};
  }
`;

const StyledEmpty = styled.div`
  ${surfacePanel}
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledEmptyActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
`;
