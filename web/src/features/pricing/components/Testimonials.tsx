import styled from 'styled-components';
import { surfacePanel } from '../../../components/surface';

// Paperlight publishes no quotes it has not been given with permission, so in place of testimonials this section
// describes how each kind of reader uses the product, in the third person, and says so (docs/product/screens.md#static-pages).
const READER_STORIES = [
  {
    reader: 'A cardiologist in hospital practice',
    story:
      'reads the summaries of the week’s new cardiology papers on Sunday evening, opens only the few that matter for the clinic, and uses the Clinical Takeaway to decide which full papers are worth the time.',
  },
  {
    reader: 'A third-year medical student',
    story:
      'compares each simplified title with the original to learn how abstracts are written, then reads the paper itself knowing what to look for.',
  },
  {
    reader: 'An epidemiology researcher',
    story:
      'follows preprints, where findings move fast, and relies on the Preprint badge to keep what has and has not been peer reviewed apart.',
  },
] as const;

/** How different readers use Paperlight: illustrations of typical use, not endorsements. */
export function Testimonials() {
  return (
    <section aria-labelledby="testimonials-heading">
      <StyledHeading id="testimonials-heading">How readers use Paperlight</StyledHeading>
      <StyledNote>Typical ways each kind of reader works with Paperlight; these describe use, not quotes from named people.</StyledNote>
      <StyledList>
        {READER_STORIES.map((item) => (
          <StyledItem key={item.reader}>
            <figure>
              <figcaption>{item.reader}</figcaption>
              <p>… {item.story}</p>
            </figure>
          </StyledItem>
        ))}
      </StyledList>
    </section>
  );
}

const StyledHeading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  margin-bottom: ${({ theme }) => theme.space.lg};
  text-align: center;
`;

const StyledNote = styled.p`
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  margin: 0 0 ${({ theme }) => theme.space.lg};
`;

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const StyledItem = styled.li`
  ${surfacePanel}
  figure {
    margin: 0;
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.md};
    height: 100%;
  }
  p {
    margin: 0;
    flex: 1;
    line-height: ${({ theme }) => theme.lineHeights.relaxed};
  }
  figcaption {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
