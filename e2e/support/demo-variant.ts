import type { BusinessFile } from '@ordina/contracts';
import { demoBusiness } from './demo-business.ts';
import { test } from './hydration.ts';
import { inOtherProject, type JourneyProject } from './journey-project.ts';
import { startOwnServer, type OwnServer } from './own-server.ts';

/** A running storefront of a file's own (see `startDemoVariant`). */
export interface DemoVariant {
  /** The server's address: read it inside a journey, once the file's `beforeAll` has started it. */
  readonly baseURL: string;
}

/**
 * For a file whose journeys need a business the shared demo server does not have (tips on, a menu-only
 * business, a zone of its own…): starts one storefront, the demo business as `change` makes it, before
 * the file's journeys, and stops it after them. Call it at the file's top level. With `only`, the other
 * project skips the file's journeys before the server starts.
 */
export function startDemoVariant(
  change: (demo: BusinessFile) => BusinessFile,
  only?: JourneyProject,
): DemoVariant {
  let server: OwnServer | undefined;
  test.beforeAll(async () => {
    if (only) test.skip(inOtherProject(test.info(), only), only.reason);
    // Migrations and the demo import on a busy 2-core machine (~30 s), sized for one twice as slow.
    test.setTimeout(150_000);
    server = await startOwnServer({ business: change(demoBusiness), env: {} });
  });
  test.afterAll(async () => {
    await server?.stop();
  });
  return {
    get baseURL() {
      if (server === undefined) throw new Error('the file’s own storefront has not started (beforeAll)');
      return server.baseURL;
    },
  };
}

/**
 * The business's configuration with orders sent straight away, without the e-mail confirmation the demo
 * asks of guests (its ORDER_VERIFY_DATA): a journey that places an order ends on the order's page.
 */
export function withoutEmailConfirmation(
  configuration: BusinessFile['configuration'],
): BusinessFile['configuration'] {
  return {
    ...configuration,
    order_verify_data: 'no',
    params: configuration.params.filter((p) => p.param_name !== 'ORDER_VERIFY_DATA'),
  };
}
