import styled from 'styled-components';
import { Switch } from '../../../components/Switch';
import { useColorScheme } from '../../../hooks/useColorScheme';
import { Link } from '../../../lib/router';

export const SUPPORT_EMAIL = 'support@paperlight.app';

const COLUMNS: ReadonlyArray<{ title: string; links: ReadonlyArray<{ label: string; to: string }> }> = [
  {
    title: 'Product',
    links: [
      { label: 'Home', to: '/' },
      { label: 'Pricing', to: '/pricing' },
      { label: 'Features', to: '/features' },
      { label: 'FAQ', to: '/faq' },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About', to: '/about' },
      { label: 'Contact', to: '/contact' },
      { label: 'Support', to: '/support' },
      { label: 'Developers', to: '/developers' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Terms of Service', to: '/terms' },
      { label: 'Privacy Policy', to: '/privacy' },
      { label: 'Medical Disclaimer', to: '/medical-disclaimer' },
      { label: 'Cookie Policy', to: '/cookies' },
    ],
  },
];

/** The footer: brand, link columns, the copyright with the current year, the dark theme switch and the support address. */
export function Footer() {
  const { scheme, choose } = useColorScheme();
  return (
    <StyledFooter>
      <StyledGrid>
        <StyledBrand>
          <StyledName>Paperlight</StyledName>
          <StyledTagline>AI-powered academic news that makes medical research readable.</StyledTagline>
          <StyledText>
            Recent papers from PubMed, medRxiv, PLOS and DOAJ with plain-language summaries and simplified titles. Informational only, not
            medical advice.
          </StyledText>
        </StyledBrand>
        {COLUMNS.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <StyledColumnTitle>{column.title}</StyledColumnTitle>
            <StyledLinks>
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </StyledLinks>
          </nav>
        ))}
      </StyledGrid>
      <StyledBottom>
        <p>© {new Date().getFullYear()} Paperlight. All rights reserved.</p>
        <StyledScheme>
          <Switch label="Dark theme" checked={scheme === 'dark'} onChange={(dark) => choose(dark ? 'dark' : 'light')} />
        </StyledScheme>
        <p>
          Email <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
        </p>
      </StyledBottom>
    </StyledFooter>
  );
}

const StyledScheme = styled.div`
  min-width: 10rem;
`;

const StyledFooter = styled.footer`
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  margin-top: auto;
`;

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space.xl};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.lg}`};
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(3, 1fr);
    > :first-child {
      grid-column: 1 / -1;
    }
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 2fr repeat(3, 1fr);
    > :first-child {
      grid-column: auto;
    }
  }
`;

const StyledBrand = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledName = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const StyledTagline = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const StyledText = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledColumnTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-transform: uppercase;
  letter-spacing: 0.04em;
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

const StyledLinks = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledBottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.lg}`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
