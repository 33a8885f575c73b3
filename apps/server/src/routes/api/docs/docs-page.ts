import { htmlEscape } from '../../../plugins/mailer/account-mails.ts';

/**
 * GET /api/docs (docs/decisions/064): the OpenAPI document as a page to read, written by the server
 * from the document itself — no script, no stylesheet or font from elsewhere (the strict CSP allows
 * only the one nonce'd style block), so it works offline. Each operation: method and path, what it
 * does, its guard, parameters, body, answers and every error code it may answer; the schemas
 * themselves are in /api/openapi.json, named where an answer or a body refers to one.
 */

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: Record<string, unknown>;
}
interface Media {
  schema?: Record<string, unknown>;
}
interface Operation {
  operationId: string;
  summary?: string;
  description?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, Media> };
  responses: Record<string, { description: string; content?: Record<string, Media> }>;
  'x-error-codes'?: string[];
}
export interface OpenApiDocumentView {
  info: { title: string; description?: string };
  tags?: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
  components?: { securitySchemes?: Record<string, { description?: string }> };
}

const STYLE = `
body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:72rem;padding:1rem;color:#1a1a1a;background:#fff}
h1{font-size:1.6rem}h2{font-size:1.3rem;margin-top:2.5rem;border-bottom:2px solid #ddd}
h3{font-size:1.05rem;margin:0;font-family:ui-monospace,monospace;word-break:break-all}
section.op{border:1px solid #ccc;border-radius:6px;padding:.75rem 1rem;margin:1rem 0}
.method{display:inline-block;min-width:4.5rem;font-weight:700}
.GET{color:#0b5394}.POST{color:#1e6b25}.PUT{color:#7a4b00}.DELETE{color:#a10d0d}
code{font-family:ui-monospace,monospace;font-size:.9em;background:#f2f2f2;padding:0 .2em;border-radius:3px}
dl{display:grid;grid-template-columns:max-content minmax(0,1fr);gap:.25rem 1rem;margin:.5rem 0}dt{font-weight:600}dd{margin:0;min-width:0;overflow-wrap:anywhere}
ul.codes{display:flex;flex-wrap:wrap;gap:.25rem .5rem;list-style:none;padding:0;margin:0}
nav ul{columns:2 20rem}a{color:#0b5394}
`;

const METHODS = ['get', 'post', 'put', 'delete'];

/** The page's body for `document`: trusted markup, every value from the document escaped. */
export function apiDocsBody(document: OpenApiDocumentView): string {
  const operations = Object.entries(document.paths).flatMap(([path, byMethod]) =>
    METHODS.filter((method) => byMethod[method] !== undefined).map((method) => ({
      method: method.toUpperCase(),
      path,
      operation: byMethod[method]!,
    })),
  );
  const tags = [
    ...(document.tags ?? []),
    ...(operations.some((op) => (op.operation.tags ?? []).length === 0) ? [{ name: 'Other' }] : []),
  ];
  const inTag = (tag: string) =>
    operations.filter((op) => (op.operation.tags?.[0] ?? 'Other') === tag && tag !== '');
  const schemes = document.components?.securitySchemes ?? {};
  return `<header>
<h1>${htmlEscape(document.info.title)}</h1>
<p>${htmlEscape(document.info.description ?? '')}</p>
<p>${operations.length} operations. The whole document, with every schema: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1).</p>
<h2>Security</h2>
<dl>${Object.entries(schemes)
    .map(
      ([name, scheme]) =>
        `<dt><code>${htmlEscape(name)}</code></dt><dd>${htmlEscape(scheme.description ?? '')}</dd>`,
    )
    .join('')}</dl>
<nav aria-label="Sections"><h2>Sections</h2><ul>${tags
    .map(
      (tag, index) =>
        `<li><a href="#section-${index}">${htmlEscape(tag.name)}</a> (${inTag(tag.name).length})</li>`,
    )
    .join('')}</ul></nav>
</header>
<main>
${tags
  .map(
    (tag, index) => `<h2 id="section-${index}">${htmlEscape(tag.name)}</h2>
${inTag(tag.name)
  .map(({ method, path, operation }) => operationSection(method, path, operation))
  .join('\n')}`,
  )
  .join('\n')}
</main>`;
}

function operationSection(method: string, path: string, operation: Operation): string {
  const rows: string[] = [];
  const guard = (operation.security ?? [])
    .map((requirement) =>
      Object.keys(requirement)
        .map((name) => `<code>${htmlEscape(name)}</code>`)
        .join(' + '),
    )
    .join(' or ');
  rows.push(`<dt>Access</dt><dd>${guard === '' ? 'open' : guard}</dd>`);
  for (const where of ['path', 'query', 'header']) {
    const parameters = (operation.parameters ?? []).filter((parameter) => parameter.in === where);
    if (parameters.length === 0) continue;
    rows.push(
      `<dt>${where === 'path' ? 'Path' : where === 'query' ? 'Query' : 'Headers'}</dt><dd>${parameters
        .map(
          (parameter) =>
            `<code>${htmlEscape(parameter.name)}</code> ${htmlEscape(typeOf(parameter.schema))}${parameter.required === true ? '' : ' (optional)'}`,
        )
        .join(', ')}</dd>`,
    );
  }
  if (operation.requestBody !== undefined)
    rows.push(
      `<dt>Body</dt><dd>${mediaList(operation.requestBody.content)}${operation.requestBody.required === true ? '' : ' (optional)'}</dd>`,
    );
  for (const [status, response] of Object.entries(operation.responses)) {
    if (status.endsWith('XX')) continue;
    rows.push(
      `<dt>${htmlEscape(status)}</dt><dd>${htmlEscape(response.description)}${response.content === undefined ? '' : ` ${mediaList(response.content)}`}</dd>`,
    );
  }
  const codes = operation['x-error-codes'] ?? [];
  rows.push(
    `<dt>Error codes</dt><dd><ul class="codes">${codes.map((code) => `<li><code>${htmlEscape(code)}</code></li>`).join('')}</ul></dd>`,
  );
  return `<section class="op" id="${htmlEscape(operation.operationId)}" aria-labelledby="${htmlEscape(operation.operationId)}-title">
<h3 id="${htmlEscape(operation.operationId)}-title"><span class="method ${htmlEscape(method)}">${htmlEscape(method)}</span> ${htmlEscape(path)}</h3>
<p>${htmlEscape(operation.description ?? '')}</p>
<dl>${rows.join('')}</dl>
</section>`;
}

/** `application/json: OrderDetailResponse` — the media types and the schema each names, if it names one. */
function mediaList(content: Record<string, Media>): string {
  return Object.entries(content)
    .map(([media, { schema }]) => {
      const name = schemaName(schema);
      return `<code>${htmlEscape(media)}</code>${name === undefined ? '' : ` <code>${htmlEscape(name)}</code>`}`;
    })
    .join(', ');
}

function schemaName(schema: Record<string, unknown> | undefined): string | undefined {
  const ref = schema?.$ref;
  return typeof ref === 'string' ? ref.replace('#/components/schemas/', '') : undefined;
}

/** A parameter's type in a word: `integer`, `string`, `"email" | "sms"`. */
function typeOf(schema: Record<string, unknown> | undefined): string {
  if (schema === undefined) return '';
  if (Array.isArray(schema.enum)) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  if (typeof schema.type === 'string') return schema.type;
  if (Array.isArray(schema.type)) return schema.type.join(' | ');
  return schemaName(schema) ?? 'any';
}

/** The page's style block (trusted). */
export const API_DOCS_STYLE = STYLE;
