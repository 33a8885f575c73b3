import { useId, useState } from 'react';
import type { Locale } from '@ordina/contracts';
import { staffErrorText } from '@ordina/i18n/staff';
import type { StaffTranslator } from '@ordina/i18n/staff';
import { apiCall } from '../after-hydration-shared/api-client.ts';

/**
 * A photo of the business document (a product's, a category's), chosen from the phone's camera roll
 * (issue 35 "Images"): the file goes to POST /api/staff/images as it is, and the server, which reads
 * it by its content, answers the address of its re-encoded WebP — the field's new value, saved with
 * the rest of the editor. A refusal says why, in words; the current photo stays.
 */
export function PhotoField({
  label,
  value,
  onChange,
  t,
  locale,
  removable = true,
}: {
  label: string;
  value: string | null;
  onChange: (url: string | null) => void;
  t: StaffTranslator;
  locale: Locale;
  /** False where the business file requires a picture (the logo): it can be replaced, not removed. */
  removable?: boolean;
}) {
  const id = useId();
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });

  async function upload(file: File) {
    setState({ busy: true, error: null });
    const answer = await apiCall('POST /api/staff/images', {
      body: new Uint8Array(await file.arrayBuffer()),
    });
    if (answer.ok) {
      onChange(answer.data.url);
      setState({ busy: false, error: null });
    } else setState({ busy: false, error: staffErrorText(locale, answer.errors) });
  }

  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {label}
      </label>
      <div className="mt-1 flex flex-wrap items-center gap-3">
        {value ? (
          <img src={value} alt="" width={96} height={96} className="size-24 rounded-lg object-cover" />
        ) : null}
        {/* JPEG, PNG, WebP: an iPhone's picker sends its HEIC photos as JPEG when only these are accepted. */}
        <input
          id={id}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          disabled={state.busy}
          aria-describedby={`${id}-status`}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void upload(file);
          }}
          className="min-h-11 text-sm"
        />
        {value && removable ? (
          <button
            type="button"
            onClick={() => onChange(null)}
            className="min-h-11 rounded-lg border border-stone-400 px-4 font-semibold hover:bg-stone-100 focus-visible:ring-2 focus-visible:ring-stone-900 focus-visible:outline-none"
          >
            {t('photo.remove')}
          </button>
        ) : null}
      </div>
      <p id={`${id}-status`} role="status" className="mt-1 text-sm text-stone-700 empty:hidden">
        {state.busy ? t('photo.uploading') : null}
      </p>
      {state.error ? (
        <p role="alert" className="mt-1 text-sm font-medium text-red-800">
          {state.error}
        </p>
      ) : null}
    </div>
  );
}
