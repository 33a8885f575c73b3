import { useId, useState } from 'react';
import { descriptionTruncate } from '@ordina/domain';
import type { Translator } from '@ordina/i18n';

/**
 * A product description cut at `limit` characters (spec §2, §9) with a
 * read more / read less toggle when it was cut. The server renders the short
 * text; the toggle works once the page is interactive.
 */
export function ProductDescription({
  text,
  limit,
  t,
  className = '',
}: {
  text: string;
  limit: number;
  t: Translator;
  className?: string;
}) {
  const [expanded, setExpanded] = useState(false);
  const textId = useId();
  if (!text) return null;
  const short = descriptionTruncate(text, limit);
  return (
    <p className={`text-sm text-stone-600 ${className}`}>
      <span id={textId}>{expanded || !short.truncated ? text : short.text}</span>
      {short.truncated && (
        <>
          {' '}
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={textId}
            onClick={() => setExpanded((value) => !value)}
            className="text-primary focus-visible:ring-primary rounded font-semibold underline-offset-2 hover:underline focus-visible:ring-2 focus-visible:outline-none"
          >
            {t(expanded ? 'common.read_less' : 'common.read_more')}
          </button>
        </>
      )}
    </p>
  );
}
