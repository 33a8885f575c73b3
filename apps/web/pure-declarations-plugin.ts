import { parseAst } from 'vite';
import type { Plugin } from 'vite';

/** Source folders of the packages that only declare values and pure functions (no module-level effects). */
export const DECLARATIVE_SOURCES = /[\\/]packages[\\/](contracts|domain)[\\/]src[\\/]/;
const PURE_OPEN = '/* @__PURE__ */ (() => ';
const PURE_CLOSE = ')()';

interface Span {
  start: number;
  end: number;
}

/**
 * Browser build only. @ordina/contracts and @ordina/domain declare values:
 * zod schemas built by top-level calls (`export const x = z.object(…)`),
 * constant lists, pure functions. Bundlers must assume a call may have side
 * effects, so a page that needs one constant (LOCALES) would carry every
 * schema and all of zod. Wrapping each top-level call initialiser in a
 * pure-annotated function lets unused ones (and then zod) fall away; what a
 * page really uses is kept as it is. vite.config.ts also marks these modules
 * side-effect free.
 */
export function pureDeclarationsPlugin(): Plugin {
  return {
    name: 'ordina-pure-declarations',
    enforce: 'post',
    transform(code, id) {
      if (
        this.environment.config.consumer !== 'client' ||
        !DECLARATIVE_SOURCES.test(id.split('?')[0] ?? '') ||
        !id.split('?')[0]?.endsWith('.ts')
      )
        return null;
      const spans: Span[] = [];
      for (const statement of parseAst(code).body) {
        const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
        if (declaration?.type !== 'VariableDeclaration') continue;
        for (const declarator of declaration.declarations) {
          const init = declarator.init as (Span & { type: string }) | null | undefined;
          if (init?.type === 'CallExpression') spans.push({ start: init.start, end: init.end });
        }
      }
      if (spans.length === 0) return null;
      let result = code;
      for (const { start, end } of spans.sort((a, b) => b.start - a.start)) {
        result = `${result.slice(0, start)}${PURE_OPEN}${result.slice(start, end)}${PURE_CLOSE}${result.slice(end)}`;
      }
      return { code: result, map: null };
    },
  };
}
