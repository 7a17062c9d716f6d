import styled from 'styled-components';
import { ContentPage } from '../../features/content/components/ContentPage';
import { ContentSection } from '../../features/content/components/ContentSection';
import { Link } from '../../lib/router';
// The reference's own examples, which a server test runs, so the page shows exactly what is known to work.
import apiReference from '../../../../docs/api.md?raw';

const LANGUAGES: Record<string, string> = { sh: 'curl', js: 'JavaScript', python: 'Python' };

interface Example {
  intro: string;
  language: string;
  code: string;
}

/** The examples of the reference's Examples section, each with the sentence that introduces it. */
export function referenceExamples(markdown: string): Example[] {
  const section = markdown.slice(markdown.indexOf('## Examples'));
  return [...section.matchAll(/([^\n]+)\n\n```(\w+) example\n([\s\S]*?)\n```/g)].map(([, intro, language, code]) => ({
    intro: intro.replace(/:$/, '.'),
    language: LANGUAGES[language] ?? language,
    code,
  }));
}

const EXAMPLES = referenceExamples(apiReference);

/** '/developers': how a program uses Paperlight's API: keys, scopes, limits, the schema and working examples. */
export function DevelopersPage() {
  return (
    <ContentPage
      title="Developers"
      lead="Paperlight's GraphQL and REST APIs serve every paper with its plain-language summary. Reading needs no key; a program that acts for you uses one of your API keys."
    >
      <ContentSection title="Get an API key">
        <p>
          Create a key in your <Link to="/profile?tab=account">profile&apos;s Account tab</Link>: give it a name and scopes, then copy the
          secret, which is shown once. Send it as <code>Authorization: Bearer pl_…</code> on <code>/graphql</code>, on every{' '}
          <code>/api</code> path, and in graphql-ws&apos;s <code>connection_init</code> payload. Revoke a key there and it stops working at
          once.
        </p>
        <ul>
          <li>
            <strong>READ</strong>: your profile, bookmarks, saved searches and plan.
          </li>
          <li>
            <strong>WRITE</strong>: add and remove bookmarks, comments and saved searches.
          </li>
          <li>
            <strong>PREMIUM</strong>: the clinical takeaway, questions and export, while you have Premium.
          </li>
        </ul>
      </ContentSection>

      <ContentSection title="Limits you can see">
        <p>
          Each key has 500,000 points an hour (an anonymous address 100,000). A REST call costs 1 point and a GraphQL query its size. Every
          answer carries <code>RateLimit-Limit</code>, <code>RateLimit-Remaining</code> and <code>RateLimit-Reset</code>; GraphQL answers
          also carry <code>extensions.cost</code>, and the <code>rateLimit</code> field says the same. Past the budget the answer is 429
          with <code>Retry-After</code>.
        </p>
      </ContentSection>

      <ContentSection title="The schema">
        <p>
          Download the schema from <a href="/schema.graphql">/schema.graphql</a>, or open <a href="/graphql">/graphql</a> in your browser to
          try queries in the explorer. Introspection works too, so code generators and IDE plugins can read it. Ids are global (
          <code>node(id:)</code> reads any of them back) and lists page with <code>first</code> and <code>after</code>.
        </p>
      </ContentSection>

      <ContentSection title="Examples">
        {EXAMPLES.map((example) => (
          <StyledExample key={example.code} aria-label={`${example.language} example`}>
            <p>
              <strong>{example.language}</strong>: {example.intro}
            </p>
            <StyledCode tabIndex={0}>
              <code>{example.code}</code>
            </StyledCode>
          </StyledExample>
        ))}
        <p>
          Each example reads <code>PAPERLIGHT_URL</code> and <code>PAPERLIGHT_API_KEY</code> from the environment. The full reference
          (errors and their codes, paging, live subscriptions, persisted queries and the changelog) is <code>docs/api.md</code> in
          Paperlight&apos;s source.
        </p>
      </ContentSection>
    </ContentPage>
  );
}

const StyledExample = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const StyledCode = styled.pre`
  overflow-x: auto;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
