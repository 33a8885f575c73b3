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
  const loading = index < EAGER_IMAGES ? 'eager' : 'lazy';
  if (category.image) {
    return (
      <img
        src={category.image}
        alt=""
        width={width}
        height={height}
        loading={loading}
        decoding="async"
        className={`object-cover ${className}`}
      />
    );
  }
  if (category.icon && isImageAddress(category.icon)) {
    return (
      <img
        src={category.icon}
        alt=""
        width={width}
        height={height}
        loading={loading}
        decoding="async"
        className={`bg-primary/10 object-contain p-3 ${className}`}
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
