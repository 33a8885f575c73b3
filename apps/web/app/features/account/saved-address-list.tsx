import { useState } from 'react';
import type { SavedAddress, SessionUser } from '@ordina/contracts';
import type { Translator } from '@ordina/i18n';
import { deleteSavedAddress, loadSavedAddresses, makeDefaultAddress } from './api/saved-addresses.ts';
import { rememberSavedAddresses } from '../../lib/session/saved-addresses-cache.ts';
import type { ShowFlash } from '../../lib/first-load/flash.ts';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { CheckboxField } from '../../lib/form-field.tsx';
import { savedAddressLine } from '../../lib/address/saved-address-line.ts';
import { useApiQuery } from '../../lib/after-hydration-shared/use-api-query.ts';

/** The address shown as default: the first one flagged (spec §2: a single default is shown), or none. */
export function shownDefaultAddressId(addresses: readonly SavedAddress[]): number | null {
  return addresses.find((address) => address.default === 1)?.id ?? null;
}

/** One line for an address: street and number, then ZIP code and city. */
const addressLine = savedAddressLine;

/**
 * The account page's saved addresses (spec §2 "Account", §7): a failed load
 * shows an empty list; each address can be deleted (after a confirmation)
 * and made the default (the box is disabled while only one address exists).
 */
export function SavedAddressList({ user, t, flash }: { user: SessionUser; t: Translator; flash: ShowFlash }) {
  // The list after a change made here (for this user), else the one loaded.
  const [changed, setChanged] = useState<{ userId: number; list: SavedAddress[] } | null>(null);
  const [busy, setBusy] = useState(false);
  const [toDelete, setToDelete] = useState<SavedAddress | null>(null);
  const userId = user.id;

  // Loaded once per user: a renewed token (same user) must not reload the list.
  const loaded = useApiQuery<SavedAddress[]>(String(userId), async ({ signal }) => {
    const result = await loadSavedAddresses(user);
    if (result.ok && !signal.aborted) rememberSavedAddresses(result.data);
    return result.ok ? result.data : [];
  });
  const addresses = changed?.userId === userId ? changed.list : (loaded.value ?? null);
  const setAddresses = (list: SavedAddress[]) => setChanged({ userId, list });

  async function makeDefault(address: SavedAddress) {
    setBusy(true);
    const result = await makeDefaultAddress(user, address.id);
    setBusy(false);
    if (!result.ok) return flash(t.errors(result.errors), { tone: 'error' });
    setAddresses(result.data);
    rememberSavedAddresses(result.data);
    flash(t('success.data_saved'));
  }

  async function confirmDelete() {
    if (!toDelete) return;
    setBusy(true);
    const result = await deleteSavedAddress(user, toDelete.id);
    setBusy(false);
    setToDelete(null);
    if (!result.ok) return flash(t.errors(result.errors), { tone: 'error' });
    setAddresses(result.data);
    rememberSavedAddresses(result.data);
    flash(t('success.address_deleted'));
  }

  const defaultId = addresses ? shownDefaultAddressId(addresses) : null;
  return (
    <section aria-labelledby="account-addresses" aria-busy={addresses === null || busy}>
      <h2 id="account-addresses" className="text-lg font-bold text-stone-900">
        {t('account.addresses')}
      </h2>
      {addresses === null ? (
        <p className="mt-3 text-stone-600">{t('common.loading')}</p>
      ) : addresses.length === 0 ? (
        <p className="mt-3 text-stone-600">{t('account.no_addresses')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
          {addresses.map((address) => {
            const isDefault = address.id === defaultId;
            return (
              <li
                key={address.id}
                className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
              >
                <div>
                  <p id={`address-${address.id}`} className="font-medium text-stone-900">
                    {addressLine(address)}
                  </p>
                  {address.floor ? (
                    <p className="text-sm text-stone-600">
                      {t('account.address_floor', { floor: address.floor })}
                    </p>
                  ) : null}
                  {address.intercom_name ? (
                    <p className="text-sm text-stone-600">
                      {t('account.address_doorbell', { name: address.intercom_name })}
                    </p>
                  ) : null}
                  <div className="mt-2">
                    <CheckboxField
                      name={`default-${address.id}`}
                      checked={isDefault}
                      // The default changes by choosing another address; with one address there is no choice.
                      disabled={addresses.length === 1 || isDefault || busy}
                      describedBy={`address-${address.id}`}
                      onChange={(checked) => {
                        if (checked) void makeDefault(address);
                      }}
                    >
                      {t('account.default_address')}
                    </CheckboxField>
                  </div>
                </div>
                <button
                  type="button"
                  onClick={() => setToDelete(address)}
                  disabled={busy}
                  aria-haspopup="dialog"
                  aria-describedby={`address-${address.id}`}
                  className="focus-visible:ring-primary min-h-11 self-start rounded-full border border-red-700 px-4 py-2 text-sm font-semibold text-red-700 hover:bg-red-50 focus-visible:ring-2 focus-visible:outline-none disabled:opacity-60 sm:self-center"
                >
                  {t('account.delete_address')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title={t('account.delete_address_confirm')}
        confirmLabel={t('account.delete_address')}
        busy={busy}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
        cancelLabel={t('common.cancel')}
      >
        {toDelete ? <p>{addressLine(toDelete)}</p> : null}
      </ConfirmDialog>
    </section>
  );
}
