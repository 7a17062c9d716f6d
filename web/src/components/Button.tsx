import styled, { css, type DefaultTheme } from 'styled-components';
import { Link } from '../lib/router';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'premium';
export type ButtonSize = 'sm' | 'md';

interface ButtonStyleProps {
  $variant?: ButtonVariant;
  $size?: ButtonSize;
  $block?: boolean;
}

function variantStyles(theme: DefaultTheme, variant: ButtonVariant) {
  switch (variant) {
    case 'primary':
      return css`
        background: ${theme.colors.primary};
        border-color: ${theme.colors.primary};
        color: ${theme.colors.primaryText};
        &:hover:not(:disabled) {
          background: ${theme.colors.primaryHover};
        }
      `;
    case 'danger':
      return css`
        background: ${theme.colors.surface};
        border-color: ${theme.colors.dangerBorder};
        color: ${theme.colors.danger};
        &:hover:not(:disabled) {
          background: ${theme.colors.dangerSoft};
        }
      `;
    case 'premium':
      return css`
        background: ${theme.colors.premiumSoft};
        border-color: ${theme.colors.premiumBorder};
        color: ${theme.colors.premium};
        &:hover:not(:disabled) {
          background: ${theme.colors.premiumHover};
        }
      `;
    case 'ghost':
      return css`
        background: transparent;
        border-color: transparent;
        color: ${theme.colors.text};
        &:hover:not(:disabled) {
          background: ${theme.colors.surfaceMuted};
        }
      `;
    default:
      return css`
        background: ${theme.colors.surface};
        border-color: ${theme.colors.border};
        color: ${theme.colors.text};
        &:hover:not(:disabled) {
          background: ${theme.colors.surfaceMuted};
        }
      `;
  }
}

const buttonStyles = css<ButtonStyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  min-height: ${({ $size }) => ($size === 'sm' ? '32px' : '40px')};
  padding: ${({ theme, $size }) => ($size === 'sm' ? `0 ${theme.space.md}` : `0 ${theme.space.lg}`)};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme, $size }) => ($size === 'sm' ? theme.fontSizes.sm : theme.fontSizes.md)};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  line-height: 1.2;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  transition: background-color 120ms ease;
  ${({ theme, $variant = 'secondary' }) => variantStyles(theme, $variant)}
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

/** The app's button; `$variant` picks the look (secondary by default), `$size` the height. */
export const Button = styled.button.attrs<ButtonStyleProps>(({ type }) => ({ type: type ?? 'button' }))`
  ${buttonStyles}
`;

/** An in-app link that looks like a button. */
export const ButtonLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;

/** An external link that looks like a button; always opens in a new tab without an opener. */
export const ExternalButtonLink = styled.a.attrs({ target: '_blank', rel: 'noopener noreferrer' })<ButtonStyleProps>`
  ${buttonStyles}
`;
