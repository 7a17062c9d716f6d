import styled from 'styled-components';
import { surfacePanel } from '../../../components/surface';

const TESTIMONIALS = [
  {
    quote:
      'I read the summaries of the week’s new cardiology papers on Sunday evening and open only the few that matter for my clinic. The Clinical Takeaway tells me quickly whether a paper is worth my time.',
    reader: 'Cardiologist, hospital practice',
  },
  {
    quote:
      'Seeing the simplified title beside the original taught me how to read an abstract. I still check the paper every time, but now I know what I am looking for before I open it.',
    reader: 'Third-year medical student',
  },
  {
    quote:
      'Preprints move fast in my field. The Preprint badge and the note at the top of each summary keep me honest about what has and has not been peer reviewed.',
    reader: 'Epidemiology researcher',
  },
] as const;

/** What readers say about Paperlight. */
export function Testimonials() {
  return (
    <section aria-labelledby="testimonials-heading">
      <StyledHeading id="testimonials-heading">What readers say</StyledHeading>
      <StyledList>
        {TESTIMONIALS.map((item) => (
          <StyledItem key={item.reader}>
            <figure>
              <blockquote>
                <p>{item.quote}</p>
              </blockquote>
              <figcaption>{item.reader}</figcaption>
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
  blockquote {
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
