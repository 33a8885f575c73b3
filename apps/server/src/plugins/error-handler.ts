import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_CODES } from '@ordina/contracts';
import type { ErrorCode } from '@ordina/contracts';
import { undeclaredErrorCodes } from '../endpoints.ts';
import { ApiError, errorEnvelope } from '../errors.ts';

const KNOWN_CODES = new Set<string>(ERROR_CODES);

function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && KNOWN_CODES.has(value);
}

/**
 * The spec codes a failed schema validation names. Contracts put a spec code
 * in an issue's message where the spec has one (`z.email({ error: 'WRONG_EMAIL' })`);
 * any other failure is reported as GENERIC_ERROR.
 */
export function validationErrorCodes(error: unknown): [ErrorCode, ...ErrorCode[]] {
  const messages: unknown[] = [];
  if (typeof error === 'object' && error !== null) {
    if ('issues' in error && Array.isArray(error.issues)) {
      for (const issue of error.issues as unknown[]) {
        if (typeof issue === 'object' && issue !== null && 'message' in issue) messages.push(issue.message);
      }
    }
    if ('validation' in error && Array.isArray(error.validation)) {
      for (const item of error.validation as unknown[]) {
        if (typeof item === 'object' && item !== null && 'message' in item) messages.push(item.message);
      }
    }
  }
  const codes = [...new Set(messages.filter(isErrorCode))];
  const [first, ...rest] = codes;
  return first === undefined ? ['GENERIC_ERROR'] : [first, ...rest];
}

function statusCodeOf(error: FastifyError): number {
  const status = error.statusCode;
  return typeof status === 'number' && status >= 400 && status <= 599 ? status : 500;
}

/** The spec code for a client error that carries no code of its own. */
function codeForStatus(status: number): ErrorCode {
  if (status === 404) return 'NOT_FOUND';
  if (status === 401 || status === 403) return 'HTTP_UNAUTHORIZED';
  return 'GENERIC_ERROR';
}

/** Options of the error handler. */
export interface ErrorHandlerOptions {
  /**
   * What to do with an error code the route's endpoint-table entry does not
   * declare: `log` it (production) or also `refuse` to send it, answering 500
   * GENERIC_ERROR (tests: an undeclared code fails the test that meets it).
   */
  undeclaredCodes?: 'log' | 'refuse';
}

/**
 * The one error handler (house style 6): every failure answers the spec's
 * envelope `{ data: { errors: [CODE] } }`; stacks, SQL and internal messages
 * only go to the log, and server errors (5xx) to the error reports
 * (`app.reportServerError`, plugins/error-reporting.ts).
 */
function errorHandler(app: FastifyInstance, options: ErrorHandlerOptions, done: () => void) {
  const refuseUndeclared = options.undeclaredCodes === 'refuse';

  /** Sends the envelope, after checking its codes against the endpoint's contract. */
  function sendCodes(
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    codes: readonly [ErrorCode, ...ErrorCode[]],
    data?: Readonly<Record<string, unknown>>,
  ) {
    const undeclared = undeclaredErrorCodes(request, codes);
    if (undeclared.length > 0) {
      request.log.error(
        { endpoint: request.routeOptions.config.endpoint, codes: undeclared },
        'error code not declared in the endpoint table',
      );
      if (refuseUndeclared) return reply.status(500).send(errorEnvelope(['GENERIC_ERROR']));
    }
    return reply.status(status).send(errorEnvelope(codes, data));
  }

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (reply.sent || reply.raw.headersSent) {
      // A streamed page failed midway: nothing can be sent any more.
      request.log.error({ err: error }, 'error after the response started');
      app.reportServerError(error, request);
      return;
    }
    if (error instanceof ApiError) {
      request.log.info({ codes: error.codes, statusCode: error.statusCode }, 'request refused');
      return sendCodes(request, reply, error.statusCode, error.codes, error.data);
    }
    if (error.code === 'FST_ERR_VALIDATION' || error.validation !== undefined) {
      const codes = validationErrorCodes(error);
      request.log.info({ codes, validation: error.message }, 'request failed validation');
      return sendCodes(request, reply, 400, codes);
    }
    const status = statusCodeOf(error);
    if (status < 500) {
      request.log.info({ err: error, statusCode: status }, 'client error');
      return sendCodes(request, reply, status, [codeForStatus(status)]);
    }
    request.log.error({ err: error }, 'request failed');
    app.reportServerError(error, request);
    return reply.status(500).send(errorEnvelope(['GENERIC_ERROR']));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(errorEnvelope(['NOT_FOUND']));
  });
  done();
}

export default fp(errorHandler, { name: 'error-handler' });
