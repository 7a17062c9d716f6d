import { ContentPage } from '../../features/content/components/ContentPage';
import { ContentSection } from '../../features/content/components/ContentSection';
import { SUPPORT_EMAIL } from '../../features/layout/components/Footer';
import { Link } from '../../lib/router';

/** '/about': what Paperlight is, how it works, who it is for and what it is not. */
export function AboutPage() {
  return (
    <ContentPage
      title="About Paperlight"
      lead="Paperlight is AI-powered academic news that makes medical research readable: new papers, in plain language, every hour."
    >
      <ContentSection title="Why we built it">
        <p>
          Thousands of medical papers are published every week, and most are written for specialists. Abstracts are dense with methods,
          statistics and abbreviations, and titles often say little about what a study found. Clinicians keeping up with their field,
          students learning to read the literature, researchers watching neighbouring fields and anyone curious about medicine all face the
          same wall of text.
        </p>
        <p>
          Paperlight puts a short, plain-language summary and a simplified title beside each paper&apos;s original title, so you can see in
          a minute what a study is about and decide whether to read it in full.
        </p>
      </ContentSection>

      <ContentSection title="How it works">
        <ul>
          <li>
            <strong>Four sources, checked every hour.</strong> Paperlight collects recent papers from PubMed (covering MEDLINE and PubMed
            Central), medRxiv, PLOS and DOAJ, the Directory of Open Access Journals.
          </li>
          <li>
            <strong>Summaries written by software.</strong> An AI language model writes each summary and simplified title from the
            paper&apos;s title and abstract. When no AI provider is connected, an offline summariser picks out the abstract&apos;s main
            findings instead, and the summary says so.
          </li>
          <li>
            <strong>Always a link to the original.</strong> Every article links to its source, with its journal, authors, and DOI or PubMed
            ID where they exist. Preprints, which have not been peer reviewed, are marked.
          </li>
          <li>
            <strong>Tools for readers.</strong> Search, filter by source, category and date, bookmark, discuss in the comments, and share.
            Premium adds a Clinical Takeaway for clinicians and Ask AI questions about a single paper.
          </li>
        </ul>
      </ContentSection>

      <ContentSection title="What Paperlight is not">
        <p>
          Paperlight is not medical advice, and its summaries are not a substitute for reading a paper. Automated summaries can miss a
          limitation or misread a result, and a single study rarely settles a question. Read the{' '}
          <Link to="/medical-disclaimer">Medical Disclaimer</Link> before relying on anything you read here.
        </p>
      </ContentSection>

      <ContentSection title="Your data">
        <p>
          You can read Paperlight without an account. If you create one, we keep what the service needs to work, and we do not sell it. The{' '}
          <Link to="/privacy">Privacy Policy</Link> and <Link to="/cookies">Cookie Policy</Link> say exactly what we keep, and for how long.
        </p>
      </ContentSection>

      <ContentSection title="Get in touch">
        <p>
          Questions, corrections and ideas are welcome at <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> or through the{' '}
          <Link to="/contact">contact form</Link>. We reply within 24 hours.
        </p>
      </ContentSection>
    </ContentPage>
  );
}
