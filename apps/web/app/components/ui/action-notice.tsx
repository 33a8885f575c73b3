/** A message of a page: said politely (done) or as an alert (refused). */
export type ActionNoticeState = { tone: 'done' | 'error'; text: string } | null;

/**
 * Where a page says what its last action did. The polite region is always in the document, so a
 * screen reader hears the "done" text that appears in it; a refusal is an alert of its own.
 */
export function ActionNotice({ notice }: { notice: ActionNoticeState }) {
  return (
    <>
      <div aria-live="polite" className="mt-4">
        {notice?.tone === 'done' ? (
          <p className="rounded-lg bg-green-100 p-3 text-green-900">{notice.text}</p>
        ) : null}
      </div>
      {notice?.tone === 'error' ? (
        <p role="alert" className="mt-2 rounded-lg bg-red-100 p-3 text-red-900">
          {notice.text}
        </p>
      ) : null}
    </>
  );
}
