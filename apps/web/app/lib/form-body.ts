import type { ErrorEnvelope } from '@ordina/contracts';

/**
 * The form a page action was posted, or null when the body is not a readable
 * form (JSON, text, a broken multipart body). The server only lets form
 * content types through, but a multipart body can still be malformed, and
 * `request.formData()` throws on it: an action answers `formRefused()` then,
 * never a 500.
 */
export async function readForm(request: Request): Promise<FormData | null> {
  try {
    return await request.formData();
  } catch {
    return null;
  }
}

/** 400 in the spec's error envelope (`{ data: { errors: ['GENERIC_ERROR'] } }`), for a form that could not be read. */
export function formRefused(): Response {
  const body: ErrorEnvelope = { data: { errors: ['GENERIC_ERROR'] } };
  return Response.json(body, { status: 400, headers: { 'Cache-Control': 'no-store' } });
}
