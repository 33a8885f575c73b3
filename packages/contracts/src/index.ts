export * from './business.ts';
export * from './storefront.ts';
export * from './errors.ts';
export * from './account.ts';
export * from './orders.ts';
