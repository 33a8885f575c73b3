import { useMemo } from 'react';
import type { Product } from '@ordina/contracts';
import { productOptions } from '@ordina/domain';
import type { ProductOption } from '@ordina/domain';
import { useStorefront } from '../../../lib/storefront-context.tsx';

/** The option groups the product's category offers it (minus the options that exclude it). */
export function useProductOptions(product: Pick<Product, 'id' | 'categoryId'>): ProductOption[] {
  const { categories, category_options } = useStorefront();
  return useMemo(
    () => productOptions(product, categories, category_options),
    [product, categories, category_options],
  );
}
