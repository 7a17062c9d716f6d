import { ContentPage } from '../../features/content/components/ContentPage';
import { ContentSection } from '../../features/content/components/ContentSection';
import { SUPPORT_EMAIL } from '../../features/layout/components/Footer';
import { SESSION_IDLE_MINUTES } from '../../lib/limits';
import { Link } from '../../lib/router';

/** '/privacy': what Paperlight collects, why, who processes it and for how long (last updated November 25, 2026). */
export function PrivacyPage() {
  const mail = <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>;
  return (
    <ContentPage
      title="Privacy Policy"
      updated="November 25, 2026"
      lead="This policy explains what personal data Paperlight collects, what we use it for, who else handles it, and how long we keep it."
    >
      <ContentSection title="What we collect">
        <h3>When you create an account</h3>
        <ul>
          <li>Your username and email address.</li>
          <li>
            Your password, in encrypted form only: we store a one-way Argon2id hash, from which the password cannot be read back, never the
            password itself.
          </li>
          <li>Anything you add to your profile: first name, last name and a short bio. These are optional.</li>
        </ul>
        <h3>When you use Paperlight</h3>
        <ul>
          <li>Your bookmarks, your comments (which are public and show your username) and, with Premium, your email digest preferences.</li>
          <li>
            Usage data: the pages you open and the features you use, such as searches, filters, sorting, bookmarks, shares, comments, the AI
            features and the welcome tour. Article view counts are anonymous totals and are not linked to you.
          </li>
          <li>
            While you are signed in, a session record on our server that links your browser&apos;s session cookie to your account, and a
            count of recent failed sign-in attempts for each account and network address, used only to stop password guessing.
          </li>
          <li>Messages you send to support, with the email address you send them from.</li>
        </ul>
        <h3>When you pay</h3>
        <p>
          Payments are made on our card payment provider&apos;s checkout page. We never receive or store your card number or security code.
          From the provider we keep whether you have Premium, when your current billing period ends, whether it is set to cancel, and the
          provider&apos;s reference for your subscription.
        </p>
      </ContentSection>

      <ContentSection title="How we use it">
        <ul>
          <li>To run the service: sign you in, keep your bookmarks, show your comments and send the digest you chose.</li>
          <li>To take payments for Premium and to know whether your account has Premium features.</li>
          <li>To answer your messages.</li>
          <li>To protect accounts and the service from abuse, such as password guessing and spam.</li>
          <li>To understand, from usage data, which features help readers and which need work.</li>
        </ul>
        <p>We do not sell personal data, and we do not use it for advertising.</p>
      </ContentSection>

      <ContentSection title="Who else handles it">
        <ul>
          <li>Our card payment provider, which processes payments under its own privacy policy.</li>
          <li>
            Our AI provider, which receives a paper&apos;s title and abstract to write summaries and Clinical Takeaways, and, when you use
            Ask AI, your question. Please do not include personal or patient details in a question.
          </li>
          <li>Our email delivery provider, which receives your email address and the digest we send you.</li>
          <li>The companies that host our servers and database.</li>
        </ul>
        <p>We share personal data with anyone else only when the law requires it.</p>
      </ContentSection>

      <ContentSection title="How long we keep it">
        <ul>
          <li>Account, profile, bookmarks and digest preferences: until you delete your account.</li>
          <li>Comments: until you delete them or your account.</li>
          <li>Usage analytics: 24 months.</li>
          <li>Support communications: 3 years.</li>
          <li>
            Sessions: a session ends after {SESSION_IDLE_MINUTES} minutes without activity, or when you log out, and its record is then
            deleted.
          </li>
        </ul>
      </ContentSection>

      <ContentSection title="Cookies">
        <p>
          Paperlight uses one cookie, to keep you signed in, and a few items of browser storage. The{' '}
          <Link to="/cookies">Cookie Policy</Link> lists each one and how long it lasts.
        </p>
      </ContentSection>

      <ContentSection title="Security">
        <p>
          Passwords are stored only as Argon2id hashes, and repeated failed sign-ins are blocked for a while. The session cookie cannot be
          read by scripts on the page and is sent only over HTTPS in production. No system is perfectly secure; if you think your account
          has been misused, write to {mail}.
        </p>
      </ContentSection>

      <ContentSection title="Children">
        <p>
          Paperlight is not designed for children under 13, and we do not knowingly collect their personal data. If you believe a child
          under 13 has given us personal data, contact us and we will delete it.
        </p>
      </ContentSection>

      <ContentSection title="Your rights">
        <p>
          You can see and correct your profile at any time on your profile page. You can also ask us for a copy of your data, to correct or
          delete it, to delete your account, or to stop using your data for a purpose you object to. Send requests to {mail} from the
          address on your account. We answer privacy requests within 30 days.
        </p>
      </ContentSection>

      <ContentSection title="Changes to this policy">
        <p>
          When we change this policy we will update the date at the top of this page, and we will give notice before a change that affects
          how we use data you have already given us.
        </p>
      </ContentSection>

      <ContentSection title="Contact">
        <p>Questions about privacy: {mail}.</p>
      </ContentSection>
    </ContentPage>
  );
}
