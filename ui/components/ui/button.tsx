import type { ComponentProps } from 'react';
import { cn } from '../../utils/cn';
import { Spinner } from './spinner';

const variants = {
  primary: 'bg-violet-700 text-white shadow-sm hover:bg-violet-800 disabled:bg-violet-400',
  secondary:
    'border border-slate-300 bg-white text-slate-900 shadow-sm hover:bg-slate-50 disabled:text-slate-400',
  ghost: 'text-slate-700 hover:bg-slate-100 hover:text-slate-900 disabled:text-slate-400',
  destructive: 'bg-red-600 text-white shadow-sm hover:bg-red-700 disabled:bg-red-300',
} as const;

const sizes = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-10 px-4 text-sm',
  lg: 'h-12 px-6 text-base',
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

type ButtonStyleOptions = { variant?: ButtonVariant; size?: ButtonSize; className?: string | undefined };

/** Button look for things that must be links (`<Link className={buttonStyles()}>`). */
export const buttonStyles = ({
  variant = 'primary',
  size = 'md',
  className,
}: ButtonStyleOptions = {}): string =>
  cn(
    'inline-flex items-center justify-center gap-2 rounded-lg font-semibold whitespace-nowrap transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-600',
    'disabled:cursor-not-allowed',
    variants[variant],
    sizes[size],
    className,
  );

type ButtonProps = ComponentProps<'button'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner and disables the button; pass the pending label ("Signing in...") as children. */
  isLoading?: boolean;
};

export const Button = ({
  variant,
  size,
  isLoading = false,
  disabled,
  className,
  children,
  type = 'button',
  ...props
}: ButtonProps) => (
  <button
    type={type}
    disabled={disabled || isLoading}
    aria-busy={isLoading || undefined}
    className={buttonStyles({ variant, size, className })}
    {...props}
  >
    {isLoading && <Spinner size="sm" />}
    {children}
  </button>
);
