import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/Button';
import { useToast } from '../../../components/toast';
import { Link } from '../../../lib/router';

export const SUPPORT_EMAIL = 'support@paperlight.app';
export const COPYRIGHT_YEAR = 2025;

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

/** The footer: brand, 'Stay Updated' (kept on screen only, no server call), link columns, copyright and social links. */
export function Footer() {
  const [email, setEmail] = useState('');
  const { toast } = useToast();
  const emailId = useId();

  const handleSubscribe = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!email.trim()) return;
    toast({ title: 'Thank you for subscribing!', description: "You'll receive updates about new features and research insights." });
    setEmail('');
  };

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
          <StyledForm onSubmit={handleSubscribe} aria-labelledby={`${emailId}-heading`}>
            <StyledColumnTitle as="h2" id={`${emailId}-heading`}>
              Stay Updated
            </StyledColumnTitle>
            <StyledFormRow>
              <label className="visually-hidden" htmlFor={emailId}>
                Email address
              </label>
              <StyledInput
                id={emailId}
                type="email"
                placeholder="Enter your email"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
              />
              <Button type="submit" $variant="primary">
                Subscribe
              </Button>
            </StyledFormRow>
          </StyledForm>
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
              {column.title === 'Company' && (
                <li>
                  <a href={`mailto:${SUPPORT_EMAIL}`}>Support</a>
                </li>
              )}
            </StyledLinks>
          </nav>
        ))}
      </StyledGrid>
      <StyledBottom>
        <p>© {COPYRIGHT_YEAR} Paperlight. All rights reserved.</p>
        <StyledSocial aria-label="Social links">
          <li>
            <a href="https://x.com/" target="_blank" rel="noopener noreferrer">
              X (Twitter)
            </a>
          </li>
          <li>
            <a href="https://www.linkedin.com/" target="_blank" rel="noopener noreferrer">
              LinkedIn
            </a>
          </li>
          <li>
            <a href={`mailto:${SUPPORT_EMAIL}`}>Email</a>
          </li>
        </StyledSocial>
      </StyledBottom>
    </StyledFooter>
  );
}

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

const StyledForm = styled.form`
  margin-top: ${({ theme }) => theme.space.md};
`;

const StyledFormRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  max-width: 420px;
`;

const StyledInput = styled.input`
  flex: 1;
  min-width: 0;
  height: 40px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
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

const StyledSocial = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  gap: ${({ theme }) => theme.space.lg};
`;
