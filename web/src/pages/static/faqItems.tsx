import type { ReactNode } from 'react';
import { SUPPORT_EMAIL } from '../../features/layout/components/Footer';
import { ACCOUNT_FIELD_MINIMUMS, DATE_RANGE_DAYS, INGESTION_CATCH_UP_DAYS } from '../../lib/limits';
import { Link } from '../../lib/router';

export interface FaqItem {
  id: string;
  question: string;
  answer: ReactNode;
}

/** The fourteen questions of the FAQ, answered as the product behaves. */
export const FAQ_ITEMS: readonly FaqItem[] = [
  {
    id: 'what-is-paperlight',
    question: 'What is Paperlight?',
    answer: (
      <p>
        Paperlight is a reader for new medical research. It collects recent papers, writes a plain-language summary and a simplified title
        for each, and shows them next to the original title, so you can see what a study is about before deciding whether to read it. It is
        written for clinicians, students, researchers and curious readers, and it is for information only: it is not medical advice.
      </p>
    ),
  },
  {
    id: 'sources',
    question: 'Where do the articles come from?',
    answer: (
      <p>
        From four sources: PubMed (which covers MEDLINE and PubMed Central), medRxiv, PLOS (including PLOS Medicine) and DOAJ, the Directory
        of Open Access Journals. Every article links to its original at the source, where you can read the full paper. Paperlight publishes
        no research of its own.
      </p>
    ),
  },
  {
    id: 'how-often',
    question: 'How often are new articles added?',
    answer: (
      <p>
        Every hour. Paperlight checks each source once an hour and adds the papers published since its last successful check, which comes to
        more than 400 new articles on a typical day. If a source is unavailable, the next check starts where the last successful one ended
        (up to {INGESTION_CATCH_UP_DAYS} days back), so papers arrive late rather than not at all. The feed shows the last{' '}
        {DATE_RANGE_DAYS.LAST_7_DAYS} days unless you choose a wider date range.
      </p>
    ),
  },
  {
    id: 'who-writes-summaries',
    question: 'Who writes the summaries?',
    answer: (
      <>
        <p>
          Software, not a person. Each summary and simplified title is written automatically from the paper&apos;s title and abstract, not
          from the full text, by an AI language model. When no AI provider is connected, Paperlight&apos;s offline summariser writes it
          instead: it picks out the abstract&apos;s main findings and rewrites them in plainer words, and the summary is labelled
          &lsquo;offline summariser&rsquo;.
        </p>
        <p>
          No one at Paperlight reviews a summary before it appears. A new paper is listed straight away and its summary follows shortly.
        </p>
      </>
    ),
  },
  {
    id: 'rely-on-summaries',
    question: 'Can I rely on a summary?',
    answer: (
      <p>
        Use it to decide what to read, not instead of reading. Summaries are written to add nothing the abstract does not say, but automated
        text can still leave out a limitation, misread a result or oversimplify, and an abstract leaves out much of a paper. Read the
        original before you act on, cite or share a finding. Nothing on Paperlight is medical advice: see the{' '}
        <Link to="/medical-disclaimer">Medical Disclaimer</Link>.
      </p>
    ),
  },
  {
    id: 'preprints',
    question: 'What is a preprint?',
    answer: (
      <p>
        A paper shared before peer review, the check by independent experts that a journal makes before it publishes. Most medRxiv papers
        are preprints. Paperlight marks them with a Preprint badge, and their summaries begin by saying that the work has not yet been peer
        reviewed. A preprint&apos;s findings can change, or fail to hold up, before it is published.
      </p>
    ),
  },
  {
    id: 'account',
    question: 'Do I need an account?',
    answer: (
      <p>
        No. Anyone can browse, search, filter and sort the feed, read summaries, articles and comments, and share links. A free account also
        lets you bookmark articles, comment and keep a profile. To register you need a username of at least{' '}
        {ACCOUNT_FIELD_MINIMUMS.username} characters, an email address and a password of at least {ACCOUNT_FIELD_MINIMUMS.password}{' '}
        characters that is not one of the common ones.
      </p>
    ),
  },
  {
    id: 'premium',
    question: 'What does Premium add?',
    answer: (
      <p>
        Two AI features on every article: a Clinical Takeaway written for clinicians, and Ask AI, where you ask a question about one paper.
        Premium also brings the email digest of new papers (weekly, on Sundays, at the time you choose), priority support, advanced filters
        and search, export and sharing, and early access to new features. <Link to="/pricing">Pricing</Link> shows the current price.
      </p>
    ),
  },
  {
    id: 'free-trial',
    question: 'Is there a free trial?',
    answer: (
      <p>
        No. The Free plan has no time limit, so you can use the feed for as long as you like before deciding. Premium starts when your first
        payment is made.
      </p>
    ),
  },
  {
    id: 'cancel',
    question: 'How do I cancel Premium?',
    answer: (
      <p>
        Cancel any time from Account Settings in the account menu. Premium stays active until the end of the billing period you have paid
        for; then your account returns to the Free plan and you are not charged again. Payments are not refunded for partly used periods.
      </p>
    ),
  },
  {
    id: 'payment',
    question: 'How do I pay, and do you keep my card details?',
    answer: (
      <p>
        Premium is billed monthly to a card; all major credit and debit cards are accepted. Payment is taken by our card payment provider on
        its own checkout page, so Paperlight never sees or stores your card number. We keep only whether you have Premium, when your current
        period ends and the provider&apos;s reference for your subscription.
      </p>
    ),
  },
  {
    id: 'data',
    question: 'What data do you keep about me?',
    answer: (
      <p>
        Your username, email address and password (stored only as a one-way hash), anything you add to your profile, your bookmarks and
        comments, your digest preferences, and usage data about the pages and features you use. Comments are public and show your username.
        We do not sell personal data. The <Link to="/privacy">Privacy Policy</Link> lists what we collect, who processes it and how long we
        keep it.
      </p>
    ),
  },
  {
    id: 'ai-questions',
    question: 'What happens to the questions I ask the AI?',
    answer: (
      <p>
        To write a Clinical Takeaway or an Ask AI answer, Paperlight sends the paper&apos;s title and abstract, and for Ask AI your
        question, to our AI provider. Answers are based on that one paper, not on your health. Please do not put personal or patient details
        in a question.
      </p>
    ),
  },
  {
    id: 'delete-data',
    question: 'How do I get a copy of my data or delete my account?',
    answer: (
      <p>
        Write to <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> from the email address on your account and say what you would like.
        We answer privacy requests within 30 days.
      </p>
    ),
  },
];
