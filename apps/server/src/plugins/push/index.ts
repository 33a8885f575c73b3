// Web Push status notifications of an order (docs/decisions/069): `app.push`.
export { default as pushPlugin, PUSH_TTL_SECONDS } from './plugin.ts';
export type { PushPluginOptions, PushService } from './plugin.ts';
