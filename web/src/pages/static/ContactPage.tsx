import styled from 'styled-components';
import { surfacePanel } from '../../components/surface';
import { ContactForm } from '../../features/content/components/ContactForm';
import { ContentPage } from '../../features/content/components/ContentPage';
import { SUPPORT_EMAIL } from '../../features/layout/components/Footer';
import { Link } from '../../lib/router';

/** '/contact': the contact form, the support address and a pointer to the FAQ. */
export function ContactPage() {
  return (
    <ContentPage
      title="Contact Us"
      wide
      lead="Questions about an article, your account or Premium, a summary that looks wrong, or an idea for Paperlight: we reply within 24 hours."
    >
      <StyledLayout>
        <StyledCard aria-labelledby="contact-form-heading">
          <StyledHeading id="contact-form-heading">Send us a message</StyledHeading>
          <ContactForm />
        </StyledCard>
        <StyledAside>
          <section aria-labelledby="contact-email-heading">
            <StyledHeading id="contact-email-heading">Email</StyledHeading>
            <p>
              Write to <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>. For anything about your account, write from the address you
              registered with.
            </p>
          </section>
          <section aria-labelledby="contact-faq-heading">
            <StyledHeading id="contact-faq-heading">Quick answers</StyledHeading>
            <p>
              Most questions about sources, summaries, Premium and billing are answered in the <Link to="/faq">FAQ</Link>, and the{' '}
              <Link to="/support">Support Center</Link> has help on accounts, the email digest and privacy.
            </p>
          </section>
          <section aria-labelledby="contact-summary-heading">
            <StyledHeading id="contact-summary-heading">Reporting a summary</StyledHeading>
            <p>
              If a summary misstates a paper, tell us the article&apos;s title or link and what is wrong. Paperlight cannot answer questions
              about your own health: please ask a doctor or other qualified health professional.
            </p>
          </section>
        </StyledAside>
      </StyledLayout>
    </ContentPage>
  );
}

const StyledLayout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xl};
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    align-items: start;
  }
`;

const StyledCard = styled.section`
  ${surfacePanel}
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.sm} {
    padding: ${({ theme }) => theme.space.xl};
  }
`;

const StyledAside = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
  section {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xs};
  }
`;

const StyledHeading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;
