// Rate limits (README "Accounts"): per route and address, per account, per recipient; counted in the database.
export { default as rateLimitPlugin } from './plugin.ts';
export type { RateLimitOptions } from './plugin.ts';
export type { AccountLimits } from './account-limits.ts';
