// The endpoint table (README "The endpoint table"): its shape, its entries and the types derived from them.
export * from './endpoint.ts';
export * from './endpoints.ts';
export * from './types.ts';
