export * from './business.ts';
export * from './storefront.ts';
export * from './errors.ts';
export * from './account.ts';
export * from './orders.ts';
export * from './person-text.ts';
export * from './reserved-email-domains.ts';
