import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, operationRoute } from '@ordina/contracts';
import type { EndpointKey } from '@ordina/contracts';
import { createAccountTestApp } from '../../../plugins/auth/test/account-test-app.ts';
import type { AccountTestApp } from '../../../plugins/auth/test/account-test-app.ts';
import { STAFF_COOKIE } from '../../../plugins/staff-auth/index.ts';
import { OPENAPI_DOCUMENT_FILE } from './index.ts';

// docs/decisions/064: the OpenAPI document and its page, served only with API_DOCS.

const committed = readFileSync(OPENAPI_DOCUMENT_FILE, 'utf8');

describe('the API description with API_DOCS=true', () => {
  let server: AccountTestApp;
  beforeAll(async () => {
    server = await createAccountTestApp('sqlite', { API_DOCS: 'true' });
  });
  afterAll(() => server.close());

  it('serves the committed OpenAPI document as JSON, whose staff cookie is the one the server sets', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.body).toBe(committed);
    const document = response.json<{
      components: { securitySchemes: { staffSession: { name: string }; staffCsrf: { name: string } } };
    }>();
    expect(document.components.securitySchemes.staffSession.name).toBe(STAFF_COOKIE);
    expect(document.components.securitySchemes.staffCsrf.name).toBe('x-csrf-token');
  });

  it('lists every operation of the table on a page with no script, styled only by its nonce', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(response.body).toContain(`<style nonce="${nonce}">`);
    expect(response.body).not.toMatch(/<script|<link|https?:\/\/(?!spec\.openapis)/i);
    for (const key of Object.keys(endpoints) as EndpointKey[]) {
      const { method, path } = operationRoute(key);
      const shown = path.replace(/:([A-Za-z]+)/g, '{$1}');
      expect(response.body, key).toContain(`<span class="method ${method}">${method}</span> ${shown}</h3>`);
    }
    expect(response.body).toContain('<code>NO_TOKEN_USER_MISMATCH</code>');
  });
});

describe('the API description without API_DOCS', () => {
  let server: AccountTestApp;
  beforeAll(async () => {
    server = await createAccountTestApp('sqlite');
  });
  afterAll(() => server.close());

  it('answers 404 NOT_FOUND for both, as for an unknown /api path', async () => {
    for (const url of ['/api/openapi.json', '/api/docs']) {
      const response = await server.app.inject({ method: 'GET', url });
      expect([response.statusCode, response.json()], url).toEqual([404, { data: { errors: ['NOT_FOUND'] } }]);
    }
  });
});
