import type { en } from './catalogues/en.ts';

/** Every message key; the English catalogue is the source of truth. */
export type MessageKey = keyof typeof en;

/** A complete catalogue: TypeScript rejects a translation that misses a key. */
export type Catalogue = Readonly<Record<MessageKey, string>>;

type PluralBase<K extends string> = K extends `${infer Base}.one`
  ? `${Base}.other` extends MessageKey
    ? Base
    : never
  : never;

/** Keys `X` for which both `X.one` and `X.other` exist (plural pairs). */
export type PluralKey = PluralBase<MessageKey>;
