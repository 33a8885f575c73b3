import type { Locale } from '@ordina/contracts';
import type { Catalogue } from '../message-key.ts';
import { de } from './de.ts';
import { en } from './en.ts';
import { fr } from './fr.ts';
import { it } from './it.ts';

/** Every catalogue by locale; `Record<Locale, …>` makes a missing language a type error. */
export const catalogues: Readonly<Record<Locale, Catalogue>> = { it, en, fr, de };
