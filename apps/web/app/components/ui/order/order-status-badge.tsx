import type { OrderStatusColor } from '@ordina/domain';
import type { Translator } from '@ordina/i18n';
import { orderStatusView } from './order-display.ts';

// Text and background pairs with at least 4.5:1 contrast.
const COLORS: Readonly<Record<OrderStatusColor, string>> = {
  warning: 'bg-amber-100 text-amber-900 ring-amber-300',
  success: 'bg-green-100 text-green-900 ring-green-300',
  error: 'bg-red-100 text-red-900 ring-red-300',
  info: 'bg-sky-100 text-sky-900 ring-sky-300',
};

/** An order's status as a coloured label (spec §4: To confirm, Confirmed, Deleted, Awaiting payment). */
export function OrderStatusBadge({ code, t }: { code: string; t: Translator }) {
  const { label, color } = orderStatusView(code, t);
  return (
    <span
      data-color={color ?? 'neutral'}
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1 ${color ? COLORS[color] : 'bg-stone-100 text-stone-800 ring-stone-300'}`}
    >
      {label}
    </span>
  );
}
