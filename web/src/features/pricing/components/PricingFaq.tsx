import styled from 'styled-components';
import { Link } from '../../../lib/router';

/** The billing questions of the pricing page: cancelling, cards, trials and discounts. */
export function PricingFaq() {
  return (
    <section aria-labelledby="pricing-faq-heading">
      <StyledHeading id="pricing-faq-heading">Billing questions</StyledHeading>
      <StyledList>
        <div>
          <dt>What happens if I cancel?</dt>
          <dd>
            You keep Premium until the end of the billing period you have paid for; after that your account returns to the Free plan and you
            are not charged again. Partial periods are not refunded.
          </dd>
        </div>
        <div>
          <dt>Which payment methods do you accept?</dt>
          <dd>All major credit and debit cards, through our card payment provider. Paperlight never sees or stores your card details.</dd>
        </div>
        <div>
          <dt>Is there a free trial?</dt>
          <dd>No. The Free plan has no time limit, so you can try Paperlight for as long as you like before upgrading.</dd>
        </div>
        <div>
          <dt>Do you offer student or institutional discounts?</dt>
          <dd>
            Not yet. We are exploring student and institutional pricing; <Link to="/contact">tell us</Link> if you would use it.
          </dd>
        </div>
      </StyledList>
    </section>
  );
}

const StyledHeading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  margin-bottom: ${({ theme }) => theme.space.lg};
  text-align: center;
`;

const StyledList = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xl};
  max-width: 880px;
  margin: 0 auto;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  dt {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
  dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    line-height: ${({ theme }) => theme.lineHeights.relaxed};
  }
`;
