import { ContentPage } from '../../features/content/components/ContentPage';
import { ContentSection } from '../../features/content/components/ContentSection';
import { ContentTable } from '../../features/content/components/ContentTable';
import { AFTER_SIGN_IN_VALID_MS } from '../../features/auth/utils/afterSignIn';
import { SUPPORT_EMAIL } from '../../features/layout/components/Footer';
import { SESSION_IDLE_MINUTES } from '../../lib/limits';
import { OFFLINE_BOOKMARK_LIMIT, OFFLINE_READ_ANSWER_LIMIT } from '../../lib/offline';

const COOKIE_TYPES = [
  ['Essential', 'Sign you in and keep the service secure. The site does not work without them.', 'Session, or up to 30 days'],
  ['Functional', 'Remember choices you make, such as settings, between visits.', 'Up to 1 year'],
  ['Analytics', 'Count visits and show which pages and features are used.', 'Up to 2 years'],
  ['Performance', 'Measure how quickly pages load and where errors occur.', 'Session to 1 year'],
] as const;

const STORAGE_ITEMS = [
  [
    <code key="name">paperlight.onboarding.completed</code>,
    'Local storage',
    'Remembers that you finished or skipped the welcome tour, so it is not shown again.',
    'Until you clear this site’s data in your browser',
  ],
  [
    <code key="name">paperlight.notifications.lastChecked</code>,
    'Local storage',
    'The time you last clicked the bell, so its dot shows only articles added since then.',
    'Until you clear this site’s data in your browser',
  ],
  [
    <code key="name">paperlight.colorScheme</code>,
    'Local storage',
    'The light or dark theme you chose with the footer’s switch; without it the site follows your device’s setting.',
    'Until you clear this site’s data in your browser',
  ],
  [
    <code key="name">paperlight.toast.afterReload</code>,
    'Session storage',
    'Carries a confirmation message, such as “Logged out successfully”, across the page reload that follows.',
    'Removed as soon as the message is shown, and when you close the tab',
  ],
  [
    <code key="name">paperlight.auth.afterSignIn</code>,
    'Session storage',
    'When a button asks you to sign in, the page you were on and what you clicked (such as bookmarking an article), so it is finished once you are signed in.',
    `Removed when the action is finished, after ${AFTER_SIGN_IN_VALID_MS / 60_000} minutes, and when you close the tab`,
  ],
  [
    <code key="name">paperlight.offline.bookmarksKept</code>,
    'Session storage',
    'Which of your bookmarked articles this tab has already asked to keep for offline reading, so they are downloaded once per visit and again only when your bookmarks change.',
    'Removed when you log out, and when you close the tab',
  ],
] as const;

/** '/cookies' (last updated November 28, 2026): the cookie types and durations, the one cookie Paperlight sets, its browser storage and your choices. */
export function CookiePolicyPage() {
  const mail = <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>;
  return (
    <ContentPage
      title="Cookie Policy"
      updated="November 28, 2026"
      lead="Which cookies and browser storage Paperlight uses, why, for how long, and how you can control them."
    >
      <ContentSection title="What cookies are">
        <p>
          A cookie is a small piece of text that a website asks your browser to keep and send back with each request to that site. Local and
          session storage are similar, but what they hold stays in your browser and is never sent to us.
        </p>
      </ContentSection>

      <ContentSection title="The cookie Paperlight sets">
        <p>
          Paperlight sets one cookie, an essential one, and only once you sign in or register. Readers who are not signed in get no cookie
          from Paperlight.
        </p>
        <ContentTable
          caption="The session cookie"
          columns={['Name', 'Type', 'Purpose', 'Duration']}
          rows={[
            [
              <>
                <code>paperlight.sid</code> (<code>__Host-paperlight.sid</code> on the live site)
              </>,
              'Essential',
              'Keeps you signed in. It holds a signed, random session identifier; your account details stay on our server. Scripts on the page cannot read it (HttpOnly), it is not sent with requests that other sites start (SameSite=Lax), and on the live site it travels only over HTTPS (Secure).',
              `${SESSION_IDLE_MINUTES} minutes after your last request; each request starts the ${SESSION_IDLE_MINUTES} minutes again. Logging out ends the session on our server at once.`,
            ],
          ]}
        />
        <p>
          Paperlight&apos;s pages load no third-party scripts, so no other company sets cookies through them. When you upgrade, you leave
          Paperlight for our card payment provider&apos;s checkout page, which sets its own cookies under its own policy.
        </p>
      </ContentSection>

      <ContentSection title="Browser storage">
        <p>
          {STORAGE_ITEMS.length} small items in your browser&apos;s storage make the app behave as you expect. None of them identifies you.
        </p>
        <ContentTable caption="Browser storage" columns={['Name', 'Where', 'Purpose', 'Kept']} rows={STORAGE_ITEMS} />
        <p>
          For offline reading, the browser&apos;s cache storage also keeps a copy of Paperlight&apos;s pages and code, of the answers to
          what your pages asked while you read (an article, your bookmarks), and, while you are signed in, of your {OFFLINE_BOOKMARK_LIMIT}{' '}
          most recently bookmarked articles with their first page of comments, so articles you read before or bookmarked open without a
          network. It stays on this browser and holds at most {OFFLINE_READ_ANSWER_LIMIT} answers from your reading besides your bookmarked
          articles. An article you remove from your bookmarks is deleted from it unless you opened it, and all the answers are deleted when
          you log out.
        </p>
      </ContentSection>

      <ContentSection title="Types of cookies">
        <p>
          Cookies fall into four types; the table shows the longest each type may last on Paperlight. Today Paperlight uses only the
          essential session cookie above and sets no functional, analytics or performance cookies. If that changes, this page will list each
          new cookie before it is used.
        </p>
        <ContentTable caption="Types of cookies" columns={['Type', 'What it does', 'Longest duration']} rows={COOKIE_TYPES} />
        <p>
          Paperlight needs no cookie to count how its features are used: the usage data described in the Privacy Policy is kept for up to 24
          months.
        </p>
      </ContentSection>

      <ContentSection title="Your choices">
        <p>
          Essential cookies need no consent, because the site cannot work without them, and they are all Paperlight uses today, so it shows
          no cookie banner. If Paperlight adds other cookies, it will ask before setting them, and you will be able to accept all, keep
          essential only, or customize by category, and to change your choice at any time.
        </p>
        <p>
          You can also block or delete cookies in your browser&apos;s settings. If you block the session cookie you cannot sign in; if you
          clear this site&apos;s storage, the welcome tour appears again and the bell forgets when you last checked.
        </p>
      </ContentSection>

      <ContentSection title="Contact">
        <p>Questions about cookies: write to {mail}. We reply within 5 business days.</p>
      </ContentSection>
    </ContentPage>
  );
}
