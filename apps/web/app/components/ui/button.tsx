import type { ReactNode } from 'react';

const BUTTON_TONES = {
  primary: 'bg-button text-button-text shadow-sm hover:brightness-110',
  secondary: 'border border-stone-300 bg-white text-stone-900 hover:bg-stone-50',
  danger: 'bg-red-700 text-white shadow-sm hover:bg-red-800',
} as const;

/** The pages' button: primary (business colours), secondary (outlined) or danger; busy while its call runs. */
export function Button({
  tone = 'primary',
  busy = false,
  type = 'button',
  onClick,
  disabled,
  children,
  className = '',
}: {
  tone?: keyof typeof BUTTON_TONES;
  busy?: boolean;
  type?: 'button' | 'submit';
  onClick?: () => void;
  disabled?: boolean;
  children: ReactNode;
  className?: string;
}) {
  return (
    <button
      type={type}
      onClick={onClick}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={`focus-visible:ring-primary inline-flex min-h-11 items-center justify-center rounded-full px-5 py-2.5 font-semibold focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-60 aria-busy:cursor-wait ${BUTTON_TONES[tone]} ${className}`}
    >
      {children}
    </button>
  );
}
