import styled from 'styled-components';
import { ButtonLink } from '../../components/Button';
import { surfacePanel } from '../../components/surface';
import { ContentPage } from '../../features/content/components/ContentPage';
import { NOTIFICATION_POLL_MS } from '../../features/notifications/hooks/useNewArticleCheck';
import { CATEGORY_COUNT, DIGEST_DELIVERY_TIMES } from '../../lib/limits';
import { SOURCE_LABELS, SOURCES } from '../../lib/sources';

/** 'a, b and c': a list as a sentence says it. */
function listOf(items: readonly string[], last = 'and'): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} ${last} ${items[items.length - 1]}`;
}

interface Feature {
  title: string;
  body: string;
}

const READER_FEATURES: readonly Feature[] = [
  {
    title: 'Plain-language summaries',
    body: 'Every paper gets a short summary in everyday words and a simplified title, shown beside the original title. Preprint summaries say that the work has not been peer reviewed.',
  },
  {
    title: 'New research every hour',
    body: `${listOf(SOURCES.map((source) => SOURCE_LABELS[source]))} are checked every hour, which adds up to 400+ new articles on a typical day.`,
  },
  {
    title: 'Search, filter and sort',
    body: `Search titles, summaries, abstracts, authors and journals. Filter by source, by ${CATEGORY_COUNT} categories and by date, and sort by date, title or most viewed.`,
  },
  {
    title: 'Always the original',
    body: 'Each article shows its journal, authors, DOI and PubMed ID where they exist, marks preprints and open-access papers, and links to the full paper at its source.',
  },
  {
    title: 'Bookmarks and comments',
    body: 'With a free account, save articles to My Bookmarks and discuss them in the comments, which appear for everyone reading the article as they are posted.',
  },
  {
    title: 'New-article alerts',
    body: `While you are signed in, the bell checks for new papers every ${NOTIFICATION_POLL_MS / 60_000} minutes and shows a dot when there is something new.`,
  },
  {
    title: 'Easy sharing',
    body: "Copy an article's link, share it to X or LinkedIn, send it by email, or use your device's share sheet.",
  },
];

const PREMIUM_FEATURES: readonly Feature[] = [
  {
    title: 'Clinical Takeaway',
    body: "A short note for clinicians on what a paper may mean in practice, written by AI from the paper's abstract when you ask for it.",
  },
  {
    title: 'Ask AI',
    body: 'Ask a question about one paper and get an answer based on its abstract.',
  },
  {
    title: 'Email digest',
    body: `New papers from the sources you choose, weekly on Sundays at the time you pick (${listOf(
      DIGEST_DELIVERY_TIMES.map((time) => time.replace(/^0/, '')),
      'or',
    )} EST).`,
  },
];

/** '/features': what readers get for free and what Premium adds, with the two calls to action. */
export function FeaturesPage() {
  return (
    <ContentPage title="Features" wide lead="Everything Paperlight does to make new medical research quick to find and easy to read.">
      <FeatureGroup title="For every reader" features={READER_FEATURES} />
      <FeatureGroup title="With Premium" features={PREMIUM_FEATURES} />
      <StyledCallToAction aria-labelledby="features-cta-heading">
        <h2 id="features-cta-heading">Start with the latest research</h2>
        <p>Reading is free, with or without an account. Upgrade when you want the AI tools.</p>
        <StyledActions>
          <ButtonLink to="/" $variant="primary">
            Start Reading Free
          </ButtonLink>
          <ButtonLink to="/subscription">View Pricing</ButtonLink>
        </StyledActions>
      </StyledCallToAction>
    </ContentPage>
  );
}

function FeatureGroup({ title, features }: { title: string; features: readonly Feature[] }) {
  const headingId = `features-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={headingId}>
      <StyledGroupTitle id={headingId}>{title}</StyledGroupTitle>
      <StyledGrid>
        {features.map((feature) => (
          <StyledCard key={feature.title}>
            <h3>{feature.title}</h3>
            <p>{feature.body}</p>
          </StyledCard>
        ))}
      </StyledGrid>
    </section>
  );
}

const StyledGroupTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const StyledGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const StyledCard = styled.li`
  ${surfacePanel}
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StyledCallToAction = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.lg};
  text-align: center;
  background: ${({ theme }) => theme.colors.surfaceAccent};
  border-radius: ${({ theme }) => theme.radii.lg};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.sm};
`;
