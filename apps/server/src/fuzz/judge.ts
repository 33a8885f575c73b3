import { ANY_CALL_ERRORS, endpoints } from '@ordina/contracts';
import type { Endpoint, EndpointKey } from '@ordina/contracts';

/*
 * Whether an answer keeps the contract (issue 36): a success the entry declares (its 2xx, or the 303 of a
 * redirecting call), or a 4xx whose body is the spec's `{ data: { errors } }` naming only codes the entry
 * declares (plus those any call may answer). Never a 5xx. A request no route matches (a path parameter
 * that broke the path) answers the API's 404 NOT_FOUND, or 400/414 GENERIC_ERROR when the URL cannot be
 * routed at all.
 */

export interface Verdict {
  /** `2xx` for a declared success (303 included), `4xx` for a refusal, `5xx`. */
  outcome: '2xx' | '4xx' | '5xx';
  /** `400 GENERIC_ERROR`, one per code of a refusal. */
  codes: string[];
  /** What breaks the contract, if anything. */
  problem?: string;
}

/**
 * Statuses a request no route of the table matched may get: the API's 404, or what Fastify answers
 * before the catch-all runs — a URL that does not decode (400), a path parameter too long (414), a body
 * too large (413) or of a type nothing parses (415).
 */
const UNROUTED_STATUSES = new Set([400, 404, 413, 414, 415, 431]);

function declaredCodes(entry: Endpoint): Set<string> {
  return new Set<string>([...entry.errors, ...ANY_CALL_ERRORS]);
}

/** The codes of a spec error envelope, or undefined when `body` is not one. */
export function envelopeCodes(body: string): string[] | undefined {
  try {
    const parsed = JSON.parse(body) as { data?: { errors?: unknown } };
    const errors: unknown = parsed.data?.errors;
    if (!Array.isArray(errors) || errors.length === 0) return undefined;
    const codes = errors.filter((code): code is string => typeof code === 'string');
    return codes.length === errors.length ? codes : undefined;
  } catch {
    return undefined;
  }
}

/** The verdict on an answer to a request meant for `key`, answered by `answeredBy`'s route (none: no route). */
export function judge(
  key: EndpointKey,
  status: number,
  body: string,
  answeredBy: EndpointKey | undefined,
): Verdict {
  if (status >= 500)
    return { outcome: '5xx', codes: [`${status}`], problem: `${status} ${body.slice(0, 200)}` };
  const codes = status >= 400 ? envelopeCodes(body) : undefined;
  const labelled = (codes ?? []).map((code) => `${status} ${code}`);

  if (answeredBy === undefined) {
    if (!UNROUTED_STATUSES.has(status) || codes === undefined)
      return {
        outcome: status >= 400 ? '4xx' : '2xx',
        codes: labelled,
        problem: `unrouted ${status} ${body.slice(0, 200)}`,
      };
    const allowed = status === 404 ? ['NOT_FOUND'] : ['GENERIC_ERROR'];
    const stray = codes.filter((code) => !allowed.includes(code));
    return stray.length === 0
      ? { outcome: '4xx', codes: labelled }
      : { outcome: '4xx', codes: labelled, problem: `unrouted ${status} with ${stray.join(', ')}` };
  }

  const entry: Endpoint = endpoints[answeredBy];
  const answeredElsewhere = answeredBy === key ? '' : ` (answered by ${answeredBy})`;
  const declaredStatus = Object.keys(entry.response).map(Number).includes(status);
  if (status < 400) {
    return declaredStatus
      ? { outcome: '2xx', codes: [] }
      : { outcome: '2xx', codes: [], problem: `undeclared success status ${status}${answeredElsewhere}` };
  }
  if (codes === undefined)
    return {
      outcome: '4xx',
      codes: [`${status} ?`],
      problem: `${status} without the error envelope: ${body.slice(0, 200)}`,
    };
  const declared = declaredCodes(entry);
  const undeclared = codes.filter((code) => !declared.has(code));
  return undeclared.length === 0
    ? { outcome: '4xx', codes: labelled }
    : {
        outcome: '4xx',
        codes: labelled,
        problem: `undeclared ${undeclared.join(', ')} (${status})${answeredElsewhere}`,
      };
}
