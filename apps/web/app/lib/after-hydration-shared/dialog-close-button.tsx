/** Look of the close button: plain on a white dialog header, or a white disc over a picture. */
const VARIANTS = {
  plain:
    'focus-visible:ring-primary flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-stone-100 focus-visible:ring-2 focus-visible:outline-none',
  overlay:
    'absolute top-2 right-2 z-10 flex size-11 items-center justify-center rounded-full bg-white/90 text-stone-900 shadow hover:bg-white focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none',
} as const;

/** The one close (×) button of every dialog, labelled for assistive technology. */
export function DialogCloseButton({
  label,
  onClick,
  variant = 'plain',
}: {
  label: string;
  onClick: () => void;
  variant?: keyof typeof VARIANTS;
}) {
  return (
    <button type="button" onClick={onClick} aria-label={label} className={VARIANTS[variant]}>
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 fill-none stroke-current stroke-2">
        <path strokeLinecap="round" d="M6 6l12 12M18 6 6 18" />
      </svg>
    </button>
  );
}
