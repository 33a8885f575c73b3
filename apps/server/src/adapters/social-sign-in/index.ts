// Sign-in providers (docs/decisions/024): Google by OpenID Connect, Facebook Login.
export type { SocialSignInProvider } from './provider.ts';
export { identityAsCustomerData, SocialProviderError } from './provider.ts';
export { googleProvider } from './google.ts';
export type { GoogleSettings } from './google.ts';
export { facebookProvider } from './facebook.ts';
export type { FacebookSettings } from './facebook.ts';
