import { createRequestHandler } from 'react-router';
import * as build from 'virtual:react-router/server-build';
import type { StorefrontRequestHandler } from './load-context.ts';

// Entry of the server bundle (see vite.config.ts). Building the handler here
// keeps one copy of react-router in the server process: the one this app was
// built against.
const handler = createRequestHandler(build, import.meta.env.MODE);

/** Renders a page (or answers a data/action request) for the Fastify server. */
export const handleRequest: StorefrontRequestHandler = (request, context) => handler(request, context);
