import type { LightMyRequestResponse } from 'fastify';

/** The error codes of a refused call's answer (`{ data: { errors } }`, the API's refusal envelope). */
export function errorsOf(response: LightMyRequestResponse): string[] {
  return response.json<{ data: { errors: string[] } }>().data.errors;
}
