import styled from 'styled-components';
import { PLAN_COMPARISON } from '../plans';

/** The feature comparison table: each feature with whether Free and Premium include it. */
export function PlanComparison() {
  return (
    <section aria-labelledby="plan-comparison-heading">
      <StyledHeading id="plan-comparison-heading">Compare plans</StyledHeading>
      <StyledScroller role="region" aria-label="Compare plans" tabIndex={0}>
        <StyledTable>
          <thead>
            <tr>
              <th scope="col">Feature</th>
              <th scope="col">Free</th>
              <th scope="col">Premium</th>
            </tr>
          </thead>
          <tbody>
            {PLAN_COMPARISON.map((row) => (
              <tr key={row.feature}>
                <th scope="row">{row.feature}</th>
                <td>
                  <Included included={row.free} />
                </td>
                <td>
                  <Included included={row.premium} />
                </td>
              </tr>
            ))}
          </tbody>
        </StyledTable>
      </StyledScroller>
    </section>
  );
}

function Included({ included }: { included: boolean }) {
  return (
    <>
      <StyledMark aria-hidden="true" $included={included}>
        {included ? '✓' : '—'}
      </StyledMark>
      <span className="visually-hidden">{included ? 'Included' : 'Not included'}</span>
    </>
  );
}

const StyledHeading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  margin-bottom: ${({ theme }) => theme.space.lg};
  text-align: center;
`;

const StyledScroller = styled.div`
  max-width: 880px;
  margin: 0 auto;
  overflow-x: auto;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: center;
  }
  th[scope='row'],
  thead th:first-child {
    text-align: left;
    font-weight: ${({ theme }) => theme.fontWeights.regular};
  }
  thead th {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  tbody tr:last-child > * {
    border-bottom: 0;
  }
`;

const StyledMark = styled.span<{ $included: boolean }>`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme, $included }) => ($included ? theme.colors.success : theme.colors.textMuted)};
`;
