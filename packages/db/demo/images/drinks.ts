/**
 * The demo's drinks as they are poured and bottled: a drink looks the same on its product picture and on its
 * category's. A scene may add what only its picture has (more bubbles, a thicker foam).
 */
import type { BottleOptions, DrinkOptions } from './side-view.ts';

export const WATER_BOTTLE: BottleOptions = {
  glass: ['#7FB9D9', '#D9EEF8'],
  label: '#FFFFFF',
  band: '#1E88B5',
  cap: '#1E5FA8',
  kind: 'water',
  liquid: '#BDE3F5',
};

/** The Sangiovese's dark bottle. */
export const RED_WINE_BOTTLE: BottleOptions = {
  glass: ['#1E2A1A', '#3E4F30'],
  label: '#F3E7C9',
  band: '#7A1F2B',
  cap: '#7A1F2B',
  kind: 'wine',
};

export const DRAUGHT_BEER: DrinkOptions = { liquid: ['#F2B233', '#D98A12'], fill: 0.8 };
export const SPRITZ: DrinkOptions = { liquid: ['#FF7A1A', '#E0480E'], fill: 0.78, ice: 3 };
export const MOJITO: DrinkOptions = { liquid: ['#E9F5D8', '#CFE8B0'], fill: 0.85, opacity: 0.6 };
export const NEGRONI: DrinkOptions = { liquid: ['#C3202E', '#7E0F1D'], fill: 0.75, ice: 1 };
