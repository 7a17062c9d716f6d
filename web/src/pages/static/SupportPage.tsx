import { useMemo, useState, type MouseEvent } from 'react';
import { flushSync } from 'react-dom';
import styled from 'styled-components';
import { surfacePanel } from '../../components/surface';
import { ContentPage } from '../../features/content/components/ContentPage';
import { SUPPORT_EMAIL } from '../../features/layout/components/Footer';
import { HelpArticles } from '../../features/support/components/HelpArticles';
import { helpGroups } from '../../features/support/helpArticles';
import { Link } from '../../lib/router';

const START_CARDS = [
  { to: '/faq', title: 'Frequently Asked Questions', body: 'Sources, summaries, Premium, billing and your data, answered.' },
  { to: '/features', title: 'Feature guide', body: 'Everything Paperlight does, for free and with Premium.' },
  { to: '/contact', title: 'Contact us', body: 'Send us a message; we reply within 24 hours.' },
] as const;

const POPULAR_TOPICS = [
  { id: 'cancelling-premium', label: 'Cancelling Premium' },
  { id: 'how-summaries-are-written', label: 'How summaries are written' },
  { id: 'missing-new-articles', label: 'Finding new articles' },
  { id: 'email-digest', label: 'Email digest' },
  { id: 'signed-out', label: 'Signed out unexpectedly' },
  { id: 'your-data', label: 'Your data' },
] as const;

/** '/support': start cards, popular topics (in-page links), searchable help articles and the ways to reach us. */
export function SupportPage() {
  const [query, setQuery] = useState('');
  const groups = useMemo(() => helpGroups(SUPPORT_EMAIL), []);

  // A topic's article may be hidden by a search: clear the search first so the link has somewhere to land.
  const handleTopicClick = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    if (query === '') return;
    event.preventDefault();
    flushSync(() => setQuery(''));
    window.location.assign(`#${id}`);
  };

  return (
    <ContentPage title="Support Center" wide lead="Find answers about using Paperlight, your account and Premium, or get in touch.">
      <StyledCards aria-label="Start here">
        {START_CARDS.map((card) => (
          <StyledCard key={card.to}>
            <Link to={card.to}>{card.title}</Link>
            <p>{card.body}</p>
          </StyledCard>
        ))}
      </StyledCards>

      <section aria-labelledby="popular-topics-heading">
        <StyledHeading id="popular-topics-heading">Popular topics</StyledHeading>
        <StyledTopics>
          {POPULAR_TOPICS.map((topic) => (
            <li key={topic.id}>
              <a href={`#${topic.id}`} onClick={(event) => handleTopicClick(event, topic.id)}>
                {topic.label}
              </a>
            </li>
          ))}
        </StyledTopics>
      </section>

      <HelpArticles groups={groups} query={query} onQueryChange={setQuery} />

      <section aria-labelledby="contact-options-heading">
        <StyledHeading id="contact-options-heading">Still need help?</StyledHeading>
        <StyledLead>Every message gets a reply within 24 hours.</StyledLead>
        <StyledCards as="ul">
          <StyledCard>
            <a href={`mailto:${SUPPORT_EMAIL}`}>Email support</a>
            <p>Write to {SUPPORT_EMAIL}. For account questions, write from the address you registered with.</p>
          </StyledCard>
          <StyledCard>
            <Link to="/contact">Contact form</Link>
            <p>Send a message from this site with your name, email address and question.</p>
          </StyledCard>
          <StyledCard>
            <Link to="/faq">Knowledge base</Link>
            <p>Fourteen short answers to the questions readers ask most.</p>
          </StyledCard>
        </StyledCards>
      </section>
    </ContentPage>
  );
}

const StyledHeading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const StyledLead = styled.p`
  margin-bottom: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledCards = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const StyledCard = styled.li`
  ${surfacePanel}
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  a {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StyledTopics = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  a {
    display: inline-flex;
    align-items: center;
    min-height: 36px;
    padding: 0 ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.primarySoft};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surfaceAccent};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    text-decoration: none;
  }
`;
