import { lazyModule } from '../../../lib/first-load/lazy-module.ts';

/** The week's hours list (timetable-list.tsx), one chunk for the home page's popup and the checkout; loaded on demand. */
export const timetableList = lazyModule(() => import('../timetable-list.tsx'));
