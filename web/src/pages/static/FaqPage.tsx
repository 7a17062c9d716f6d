import styled from 'styled-components';
import { ButtonLink } from '../../components/Button';
import { ContentPage } from '../../features/content/components/ContentPage';
import { Disclosure } from '../../features/content/components/Disclosure';
import { Link } from '../../lib/router';
import { FAQ_ITEMS } from './faqItems';

/** '/faq': fourteen collapsible questions and a way to reach support. */
export function FaqPage() {
  return (
    <ContentPage title="Frequently Asked Questions" lead="How Paperlight works, what it costs and what it does with your data.">
      <StyledList>
        {FAQ_ITEMS.map((item) => (
          <Disclosure key={item.id} id={item.id} summary={item.question} headingLevel="h2">
            {item.answer}
          </Disclosure>
        ))}
      </StyledList>
      <StyledMore>
        <h2>Still have a question?</h2>
        <p>
          Our support team replies within 24 hours. The <Link to="/support">Support Center</Link> has step-by-step help on accounts, Premium
          and email.
        </p>
        <div>
          <ButtonLink to="/contact" $variant="primary">
            Contact Support
          </ButtonLink>
        </div>
      </StyledMore>
    </ContentPage>
  );
}

const StyledList = styled.div`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledMore = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.colors.surfaceAccent};
  border-radius: ${({ theme }) => theme.radii.lg};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;
