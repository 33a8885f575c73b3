import { ApiError } from '../../../../errors.ts';

/**
 * The numeric id of an address or order in a path. Anything that is not a
 * plain positive integer cannot name a record, so it is answered like an
 * unknown id: 404 NOT_FOUND (not a 400: the client asked for something that
 * does not exist).
 */
export function recordIdFromPath(text: string): number {
  if (!/^[1-9]\d{0,8}$/.test(text)) throw new ApiError(404, 'NOT_FOUND');
  return Number(text);
}
