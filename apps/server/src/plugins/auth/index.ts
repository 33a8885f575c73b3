// Customer authentication (README "Secured routes"): the plugin, passwords and tokens.
export { default as authPlugin, requireAccount } from './plugin.ts';
export type { AuthenticatedAccount, AuthPluginOptions, AuthService } from './plugin.ts';
export { passwordDecoyCheck, passwordHash, passwordMatches } from './passwords.ts';
export { sessionUserOf, tokenSubjectOf } from './session-user.ts';
export { TokenSigner } from './tokens.ts';
export type { TokenClaims, TokenSubject } from './tokens.ts';
