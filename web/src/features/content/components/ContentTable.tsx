import type { ReactNode } from 'react';
import styled from 'styled-components';

interface ContentTableProps {
  /** The table's caption, also the name of its scrollable region on narrow screens. */
  caption: string;
  columns: readonly string[];
  /** One row per entry; the first cell is the row's header. */
  rows: ReadonlyArray<readonly ReactNode[]>;
}

/** A data table for policy pages; on narrow screens it scrolls sideways inside a focusable, named region. */
export function ContentTable({ caption, columns, rows }: ContentTableProps) {
  return (
    <StyledScroller role="region" aria-label={caption} tabIndex={0}>
      <StyledTable>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, rowIndex) => (
            <tr key={rowIndex}>
              {row.map((cell, cellIndex) =>
                cellIndex === 0 ? (
                  <th key={cellIndex} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={cellIndex}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </StyledTable>
    </StyledScroller>
  );
}

const StyledScroller = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const StyledTable = styled.table`
  width: 100%;
  min-width: 640px;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  th,
  td {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    text-align: left;
    vertical-align: top;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  thead th {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  tbody tr:last-child > * {
    border-bottom: 0;
  }
  tbody th {
    width: 30%;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;
