import type { Locale } from '@ordina/contracts';
import { formatMoney } from '@ordina/i18n';
import { TextField } from '../../form-field.tsx';
import { euroTextToCents } from '../euro-text.ts';

/**
 * A price as the owner types it (issue 35): euros with a comma ("6,50"), its hint followed by the
 * price as the storefront will write it once it reads as one.
 */
export function MoneyField({
  hint,
  value,
  locale,
  onChange,
  ...field
}: {
  id: string;
  name?: string;
  label: string;
  hint: string;
  value: string;
  error?: string | undefined;
  locale: Locale;
  onChange: (value: string) => void;
}) {
  const cents = euroTextToCents(value);
  return (
    <TextField
      {...field}
      inputMode="decimal"
      autoComplete="off"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      hint={`${hint}${typeof cents === 'number' ? ` ${formatMoney(cents, locale)}` : ''}`}
    />
  );
}
