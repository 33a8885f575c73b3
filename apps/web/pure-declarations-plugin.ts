import { parseAst } from 'vite';
import type { Plugin } from 'vite';

/** Source folders of the packages that only declare values and pure functions (no module-level effects). */
export const DECLARATIVE_SOURCES = /[\\/]packages[\\/](contracts|domain)[\\/]src[\\/]/;
/**
 * React Router's production build (vite.config.ts points the browser to it). Its components are made by
 * top-level calls (`var NavLink = React10.forwardRef(…)`, `React.createContext(…)`) followed by
 * `NavLink.displayName = "NavLink"`: both kept every component in the one chunk every page loads, used
 * or not (NavLink and Form, with Form's submission code: 1.8 KB gzipped of the public pages' first load,
 * decision 065). Built against react-router 7.x's `dist/production/chunk-*.mjs` layout.
 */
export const REACT_ROUTER_PRODUCTION =
  /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-[^\\/]+\.mjs$/;
/** The top-level calls React Router makes its components and contexts with: pure, as React documents them. */
const REACT_FACTORIES = new Set(['forwardRef', 'memo', 'createContext']);
const PURE_OPEN = '/* @__PURE__ */ (() => ';
const PURE_CLOSE = ')()';

interface Span {
  start: number;
  end: number;
}

type Statement = ReturnType<typeof parseAst>['body'][number];
type Initialiser = Extract<Statement, { type: 'VariableDeclaration' }>['declarations'][number]['init'];

/** Where each top-level call initialiser of our declarative packages starts and ends. */
function declarationCalls(body: readonly Statement[]): Span[] {
  const spans: Span[] = [];
  for (const statement of body) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const declarator of declaration.declarations) {
      const init = declarator.init;
      if (init?.type === 'CallExpression') spans.push({ start: init.start, end: init.end });
    }
  }
  return spans;
}

/** `X.forwardRef(…)`, `X.memo(…)` or `X.createContext(…)`: a React factory called on a namespace import. */
function isReactFactoryCall(node: Initialiser): node is Extract<Initialiser, { type: 'CallExpression' }> {
  return (
    node?.type === 'CallExpression' &&
    node.callee.type === 'MemberExpression' &&
    node.callee.property.type === 'Identifier' &&
    REACT_FACTORIES.has(node.callee.property.name)
  );
}

/** React Router's top-level component factories (made pure) and `X.displayName = …` statements (dropped). */
function reactRouterEdits(body: readonly Statement[]): { pure: Span[]; drop: Span[] } {
  const pure: Span[] = [];
  const drop: Span[] = [];
  for (const statement of body) {
    if (statement.type === 'VariableDeclaration') {
      for (const declarator of statement.declarations)
        if (isReactFactoryCall(declarator.init))
          pure.push({ start: declarator.init.start, end: declarator.init.end });
    } else if (
      statement.type === 'ExpressionStatement' &&
      statement.expression.type === 'AssignmentExpression' &&
      statement.expression.left.type === 'MemberExpression' &&
      statement.expression.left.property.type === 'Identifier' &&
      statement.expression.left.property.name === 'displayName'
    ) {
      // Only React's developer tools read a component's displayName; the production build never does.
      drop.push({ start: statement.start, end: statement.end });
    }
  }
  return { pure, drop };
}

/** `code` with each pure span wrapped in a pure-annotated call and each dropped span removed. */
function rewrite(code: string, pure: readonly Span[], drop: readonly Span[]): string {
  const edits = [
    ...pure.map((span) => ({ ...span, replace: (text: string) => `${PURE_OPEN}${text}${PURE_CLOSE}` })),
    ...drop.map((span) => ({ ...span, replace: () => '' })),
  ].sort((a, b) => b.start - a.start);
  let result = code;
  for (const { start, end, replace } of edits)
    result = `${result.slice(0, start)}${replace(result.slice(start, end))}${result.slice(end)}`;
  return result;
}

/**
 * Browser build only. @ordina/contracts and @ordina/domain declare values:
 * zod schemas built by top-level calls (`export const x = z.object(…)`),
 * constant lists, pure functions. Bundlers must assume a call may have side
 * effects, so a page that needs one constant (LOCALES) would carry every
 * schema and all of zod. Wrapping each top-level call initialiser in a
 * pure-annotated function lets unused ones (and then zod) fall away; what a
 * page really uses is kept as it is. vite.config.ts also marks these modules
 * side-effect free. React Router's production chunks get the same for their
 * component factories (REACT_ROUTER_PRODUCTION above).
 */
export function pureDeclarationsPlugin(): Plugin {
  return {
    name: 'ordina-pure-declarations',
    enforce: 'post',
    transform(code, id) {
      if (this.environment.config.consumer !== 'client') return null;
      const file = id.split('?')[0] ?? '';
      let edits: { pure: Span[]; drop: Span[] };
      if (DECLARATIVE_SOURCES.test(file) && file.endsWith('.ts')) {
        edits = { pure: declarationCalls(parseAst(code).body), drop: [] };
      } else if (REACT_ROUTER_PRODUCTION.test(file)) {
        edits = reactRouterEdits(parseAst(code).body);
      } else return null;
      if (edits.pure.length === 0 && edits.drop.length === 0) return null;
      return { code: rewrite(code, edits.pure, edits.drop), map: null };
    },
  };
}
