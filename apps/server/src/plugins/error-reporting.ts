import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errorReportTags, errorReportUser, redactUrl } from '@ordina/contracts';
import type { ReportedRequest, ServerErrorReporter } from '../error-reporting/server-reporter.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Reports a server error of a request (the error handler's 5xx, a page that failed to render); does nothing when reporting is off. */
    reportServerError(error: unknown, request: FastifyRequest): void;
  }
}

/** Request headers a report keeps: what tells which client and page met the failure. */
const REPORTED_HEADERS = ['user-agent', 'referer', 'accept-language', 'content-type'];

function reportedRequest(request: FastifyRequest): ReportedRequest {
  const headers: Record<string, string> = {};
  for (const name of REPORTED_HEADERS) {
    const value = request.headers[name];
    if (typeof value === 'string')
      headers[name] = name === 'referer' ? redactUrl(value.replace(/^[a-z]+:\/\/[^/]*/i, '')) : value;
  }
  return { method: request.method, url: redactUrl(request.url), route: request.routeOptions.url, headers };
}

/**
 * Error reports of the server (docs/decisions/026): tags them with the
 * business once it is loaded, and names the customer of a failed request
 * when it carried a valid token (server-side identity: legitimate interest,
 * no cookie involved). Without a reporter the decoration does nothing.
 */
function errorReporting(
  app: FastifyInstance,
  { reporter }: { reporter: ServerErrorReporter | undefined },
  done: () => void,
) {
  if (reporter === undefined) {
    app.decorate('reportServerError', () => undefined);
    done();
    return;
  }
  app.addHook('onReady', async () => {
    const storefront = await app.storefronts.get(app.businessKey);
    reporter.setBusiness(errorReportTags(storefront.anagraphic));
  });
  app.decorate('reportServerError', (error: unknown, request: FastifyRequest) => {
    const facts = reportedRequest(request);
    // The customer is looked up after the answer left: a report never delays it.
    void app.auth
      .identify(request)
      .catch(() => undefined)
      .then((user) =>
        reporter.reportRequestError(error, facts, user === undefined ? undefined : errorReportUser(user)),
      );
  });
  done();
}

export default fp(errorReporting, { name: 'error-reporting', dependencies: ['storefront', 'auth'] });
