export * from './business.ts';
export * from './storefront.ts';
export * from './errors.ts';
export * from './account.ts';
export * from './address.ts';
export * from './live.ts';
export * from './orders.ts';
export * from './endpoints/index.ts';
