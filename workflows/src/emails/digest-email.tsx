import { Body } from '@react-email/body';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { CSSProperties } from 'react';
import type { DigestEmailArticle, DigestEmailContent, DigestEmailSection } from '#graph/modules/digest/digest-message.render.js';
import { articlesText, periodText, publishedText, summaryFallback } from './digest-text.js';

/** The digest email: plain-language summaries in a part per saved search (then the rest), each linked to its article page, and a way out. */
export function DigestEmail({ content }: { content: DigestEmailContent }) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{`${articlesText(content.totalCount)} ${periodText(content)}, in plain language.`}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Text style={styles.brand}>Paperlight</Text>
          <Heading as="h1" style={styles.heading}>
            {`Your ${content.frequency} research digest`}
          </Heading>
          <Text style={styles.intro}>
            {`Hi ${content.recipientName}, here ${content.totalCount === 1 ? 'is' : 'are'} ${articlesText(content.totalCount)} ${periodText(content)}, each with its publication date and a plain-language summary.`}
          </Text>
          {content.sections.map((section, index) => (
            <DigestSection key={section.title ?? `part-${index}`} section={section} feedUrl={content.links.feed} />
          ))}
          <Hr style={styles.rule} />
          <Text style={styles.footer}>
            {`You get this ${content.frequency} digest because you turned it on in Paperlight. Summaries are written by AI to make research readable; they are information, not medical advice.`}
          </Text>
          <Text style={styles.footer}>
            <Link href={content.links.settings} style={styles.footerLink}>
              Email Digest settings
            </Link>
            {' · '}
            <Link href={content.links.unsubscribe} style={styles.footerLink}>
              Unsubscribe
            </Link>
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

function DigestSection({ section, feedUrl }: { section: DigestEmailSection; feedUrl: string }) {
  const more = section.totalCount - section.articles.length;
  return (
    <Section style={styles.section}>
      {section.title ? (
        <Heading as="h2" style={styles.sectionTitle}>
          {`${section.title} (${section.totalCount})`}
        </Heading>
      ) : null}
      {section.articles.map((article) => (
        <DigestArticle key={article.id} article={article} />
      ))}
      {more > 0 ? (
        <Text style={styles.more}>
          <Link href={feedUrl} style={styles.link}>
            {`See ${more} more new ${more === 1 ? 'paper' : 'papers'} on Paperlight`}
          </Link>
        </Text>
      ) : null}
    </Section>
  );
}

function DigestArticle({ article }: { article: DigestEmailArticle }) {
  return (
    <Section style={styles.article}>
      <Text style={styles.meta}>{`${article.source} · Published ${publishedText(article.publishedDate)}`}</Text>
      <Heading as="h3" style={styles.title}>
        <Link href={article.url} style={styles.titleLink}>
          {article.title}
        </Link>
      </Heading>
      {article.originalTitle ? <Text style={styles.original}>{`Original: ${article.originalTitle}`}</Text> : null}
      <Text style={styles.summary}>{article.summary ?? summaryFallback}</Text>
      <Link href={article.url} style={styles.link}>
        Read on Paperlight
      </Link>
    </Section>
  );
}

const font = '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, Helvetica, Arial, sans-serif';

const styles: Record<string, CSSProperties> = {
  body: { backgroundColor: '#f4f6f8', fontFamily: font, margin: 0, padding: '24px 0' },
  container: { backgroundColor: '#ffffff', borderRadius: '8px', maxWidth: '600px', padding: '32px 28px' },
  brand: { color: '#1d4ed8', fontSize: '14px', fontWeight: 700, letterSpacing: '0.04em', margin: '0 0 8px', textTransform: 'uppercase' },
  heading: { color: '#1a202c', fontSize: '24px', lineHeight: '32px', margin: '0 0 12px' },
  intro: { color: '#4a5568', fontSize: '16px', lineHeight: '24px', margin: '0 0 24px' },
  article: { borderTop: '1px solid #e2e8f0', padding: '20px 0 4px' },
  meta: { color: '#718096', fontSize: '13px', lineHeight: '18px', margin: '0 0 6px' },
  title: { fontSize: '18px', lineHeight: '26px', margin: '0 0 6px' },
  titleLink: { color: '#1a202c', textDecoration: 'none' },
  original: { color: '#718096', fontSize: '13px', fontStyle: 'italic', lineHeight: '18px', margin: '0 0 8px' },
  summary: { color: '#2d3748', fontSize: '15px', lineHeight: '23px', margin: '0 0 8px' },
  link: { color: '#1d4ed8', fontSize: '14px', fontWeight: 600 },
  more: { fontSize: '15px', margin: '16px 0 0' },
  section: { margin: '0 0 24px' },
  sectionTitle: { color: '#1d4ed8', fontSize: '16px', lineHeight: '24px', margin: '8px 0 4px' },
  rule: { borderColor: '#e2e8f0', margin: '28px 0 16px' },
  footer: { color: '#718096', fontSize: '12px', lineHeight: '18px', margin: '0 0 8px' },
  footerLink: { color: '#4a5568', textDecoration: 'underline' },
};
