import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { Button, type ButtonSize, type ButtonVariant } from './Button';
import { Tooltip } from './Tooltip';

interface IconButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** The accessible name, also shown as the tooltip. */
  label: string;
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  ref?: Ref<HTMLButtonElement>;
}

/** A square button that holds only an icon, labelled for assistive technology and with a tooltip. */
export function IconButton({ label, children, variant = 'ghost', size = 'md', ...props }: IconButtonProps) {
  return (
    <Tooltip text={label}>
      <StyledIconButton aria-label={label} $variant={variant} $size={size} {...props}>
        {children}
      </StyledIconButton>
    </Tooltip>
  );
}

const StyledIconButton = styled(Button)`
  padding: 0;
  width: ${({ $size }) => ($size === 'sm' ? '32px' : '40px')};
  position: relative;
`;
