import type { Readable } from 'node:stream';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** The content types the server tests post raw bodies as. */
export const JSON_TYPE = 'application/json';
export const FORM_TYPE = 'application/x-www-form-urlencoded';

/** POSTs `payload` to `url` as it stands (a string or a chunked stream), labelled with `contentType`. */
export function postRaw(
  app: FastifyInstance,
  url: string,
  contentType: string,
  payload: string | Readable,
): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url, headers: { 'content-type': contentType }, payload });
}

/** Asserts the spec's bare error envelope: `status` with `{ data: { errors: ['GENERIC_ERROR'] } }`. */
export function expectGenericError(response: LightMyRequestResponse, status: number): void {
  expect(response.statusCode).toBe(status);
  expect(response.json()).toEqual({ data: { errors: ['GENERIC_ERROR'] } });
}
