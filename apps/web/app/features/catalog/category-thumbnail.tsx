import type { StorefrontCategory } from '@ordina/contracts';

/** How many list images load eagerly: the ones a phone shows above the fold. */
export const EAGER_IMAGES = 4;

function isImageAddress(value: string): boolean {
  return value.startsWith('/') || /^https?:\/\//.test(value);
}

/** A category's picture: its image, else its icon, else its initial on a tinted tile (decorative: the name is beside it). */
export function CategoryThumbnail({
  category,
  name,
  index,
  className,
  width,
  height,
}: {
  category: Pick<StorefrontCategory, 'image' | 'icon'>;
  name: string;
  index: number;
  className: string;
  width: number;
  height: number;
}) {
  // The image fills the tile; an icon picture sits inside it, on the tint.
  const picture = category.image
    ? { src: category.image, look: 'object-cover' }
    : category.icon && isImageAddress(category.icon)
      ? { src: category.icon, look: 'bg-primary/10 object-contain p-3' }
      : null;
  if (picture) {
    return (
      <img
        src={picture.src}
        alt=""
        width={width}
        height={height}
        loading={index < EAGER_IMAGES ? 'eager' : 'lazy'}
        decoding="async"
        className={`${picture.look} ${className}`}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`bg-primary/10 text-primary flex items-center justify-center text-2xl font-semibold ${className}`}
    >
      {category.icon ?? name.charAt(0).toUpperCase()}
    </span>
  );
}
