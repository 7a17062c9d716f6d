import styled from 'styled-components';
import { ButtonLink } from '../../components/Button';
import { surfacePanel } from '../../components/surface';
import { ContentPage } from '../../features/content/components/ContentPage';
import { ContentSection } from '../../features/content/components/ContentSection';

/** '/email-setup': when the digest is sent, how readers make sure it arrives, and how operators verify the sender. */
export function EmailSetupPage() {
  return (
    <ContentPage
      title="Email Setup Guide"
      lead="How the Paperlight digest is scheduled, how to make sure it reaches your inbox, and how whoever runs Paperlight verifies the address it is sent from."
    >
      <StyledSchedule aria-labelledby="digest-schedule-heading">
        <h2 id="digest-schedule-heading">Your digest schedule</h2>
        <StyledWhen>Every Sunday at 9:00 AM EST</StyledWhen>
        <p>
          That is the default: a weekly digest of the papers that arrived in Paperlight since your last digest, from the sources you follow,
          each with its publication date. You can choose a daily digest or another delivery time (8:00, 9:00, 10:00, 12:00 or 18:00 EST), or
          turn the digest off, in Email Digest Settings; Premium includes all of them.
        </p>
        <div>
          <ButtonLink to="/email-settings" $variant="primary">
            Open Email Digest Settings
          </ButtonLink>
        </div>
      </StyledSchedule>

      <ContentSection title="Make sure the digest reaches you">
        <ol>
          <li>Add the address the digest comes from to your contacts or safe senders list.</li>
          <li>
            If a digest lands in spam, junk or a Promotions tab, mark it as &lsquo;Not spam&rsquo; or move it to your inbox; your email
            provider learns from this.
          </li>
          <li>
            On a hospital, university or company address, filters may hold bulk email back. Ask your IT team to allow the sender, or use a
            personal address on your profile.
          </li>
          <li>Check that the email address on your profile is the one you read.</li>
        </ol>
      </ContentSection>

      <ContentSection title="For operators: verify the sender identity">
        <p>
          Large mailbox providers turn away or file as spam bulk email from senders they cannot authenticate. Before the first digest goes
          out, whoever runs Paperlight verifies the sending address with the email provider that relays it (the provider behind{' '}
          <code>SMTP_URL</code>):
        </p>
        <ol>
          <li>
            Choose a sending address on a domain you control, such as <code>digest@</code> your domain; free webmail addresses cannot be
            authenticated for bulk sending.
          </li>
          <li>
            In your email provider&apos;s dashboard, open its sender identity (or &lsquo;verified senders&rsquo; or &lsquo;domains&rsquo;)
            settings and add the whole domain. Verifying only a single sender address also works, but domain verification is what lets
            mailbox providers authenticate the mail.
          </li>
          <li>
            Publish the DNS records the provider gives you: an SPF record that allows it to send for your domain, the DKIM records it signs
            with, and a DMARC record (for example <code>v=DMARC1; p=none</code>) so that receivers can check both.
          </li>
          <li>Wait for the provider to confirm the records. DNS changes can take up to 48 hours to be seen everywhere.</li>
          <li>
            Set <code>MAIL_FROM</code> to the verified address and <code>SMTP_URL</code> to the provider&apos;s SMTP server, then restart
            Paperlight. Without <code>SMTP_URL</code>, digests are written to <code>.data/outbox/</code> as .eml files instead of being
            sent.
          </li>
          <li>
            Send a digest to an address you read at a large mailbox provider and check that it arrives in the inbox with SPF, DKIM and DMARC
            passing.
          </li>
        </ol>
      </ContentSection>
    </ContentPage>
  );
}

const StyledSchedule = styled.section`
  ${surfacePanel}
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const StyledWhen = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.primaryHover};
`;
