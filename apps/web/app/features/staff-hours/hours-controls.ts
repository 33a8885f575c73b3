/*
 * The look of the hours pages' own controls (the weekly hours and the closures): a time, date or text
 * field and a small button, each at least 44 px tall for a finger on a tablet, a wrong field outlined red.
 */
export const hoursFieldClass =
  'min-h-11 rounded-md border border-stone-400 px-2 py-1 aria-[invalid=true]:border-red-700';
export const hoursButtonClass =
  'min-h-11 rounded-md border border-stone-400 px-3 py-1 text-sm font-semibold hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2';
