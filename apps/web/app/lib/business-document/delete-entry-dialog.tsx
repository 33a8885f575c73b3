import type { StaffTranslator } from '@ordina/i18n/staff';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';

/**
 * The confirmation of an entry's deletion on a list page (a category, a product, an option group):
 * open while `pending` is set, titled by it, Keep it the safe choice; Delete sends `pending`.
 */
export function DeleteEntryDialog<P>({
  pending,
  title,
  effect,
  busy,
  t,
  onCancel,
  onConfirm,
}: {
  pending: P | null;
  title: (pending: P) => string;
  /** What the deletion takes with it. */
  effect: string;
  busy: boolean;
  t: StaffTranslator;
  onCancel: () => void;
  onConfirm: (pending: P) => void;
}) {
  return (
    <ConfirmDialog
      open={pending !== null}
      title={pending === null ? '' : title(pending)}
      confirmLabel={t('menu.delete_confirm')}
      cancelLabel={t('menu.keep')}
      busy={busy}
      onCancel={onCancel}
      onConfirm={() => {
        if (pending !== null) onConfirm(pending);
      }}
    >
      <p>{effect}</p>
    </ConfirmDialog>
  );
}
