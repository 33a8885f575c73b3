import { businessFileSchema } from '@ordina/contracts';
import type { BusinessFile, Storefront } from '@ordina/contracts';
import demo from '../../../../packages/db/demo/lido-azzurro.json';

/**
 * A storefront built from a business file the way the server's storefront
 * loader does it (packages/db/src/storefront/load-storefront.ts): public and
 * automatic coupons without their code, default language first, product
 * counts per category.
 */
export function storefrontFromBusinessFile(file: BusinessFile): Storefront {
  const { configuration, delivery_order, anagraphic, categories, products, category_options, coupons } = file;
  const languages = [...configuration.languages]
    .sort((a, b) => Number(b.default) - Number(a.default))
    .map((l) => l.locale);
  return {
    configuration: {
      ...configuration,
      delivery_order,
      coupons: coupons
        .filter((c) => c.public || c.automatic_order_binding === 1)
        .map(({ code: _code, public: _public, ...visible }) => visible),
      has_coupons: coupons.length > 0,
    },
    languages,
    anagraphic,
    categories: categories.map((category) => {
      const own = products.filter((p) => p.categoryId === category.id);
      const delivery = own.filter((p) => p.view_on_delivery);
      const menu = own.filter((p) => p.view_on_digital_menu);
      return {
        ...category,
        products: {
          deliveryNumber: delivery.length,
          menuNumber: menu.length,
          at_least_one_with_an_image: delivery.some((p) => !!p.image),
          at_least_one_with_an_image_menu: menu.some((p) => !!p.image),
        },
      };
    }),
    products,
    category_options,
  };
}

/** The demo business Lido Azzurro (packages/db/demo/lido-azzurro.json) as a storefront. */
export function demoStorefront(): Storefront {
  return storefrontFromBusinessFile(businessFileSchema.parse(demo));
}

/** The demo product with this id (throws when the demo file no longer has it, so a changed fixture is noticed). */
export function demoProduct(storefront: Storefront, id: number): Storefront['products'][number] {
  const product = storefront.products.find((p) => p.id === id);
  if (!product) throw new Error(`The demo business has no product ${id}`);
  return product;
}

type Week = Storefront['configuration']['delivery_order']['orderAcceptTimetables'];

/** `storefront` accepting orders only in `days`' hours: every weekday not named takes no orders. */
export function acceptingOrdersOnly(storefront: Storefront, days: Partial<Week>): Storefront {
  const none: Week = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };
  const { configuration } = storefront;
  return {
    ...storefront,
    configuration: {
      ...configuration,
      delivery_order: { ...configuration.delivery_order, orderAcceptTimetables: { ...none, ...days } },
    },
  };
}
