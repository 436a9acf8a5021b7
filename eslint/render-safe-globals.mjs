// ESLint rule `niec/no-browser-globals-in-render`: pages and the shell are rendered on the server, where there is
// no window, document, localStorage, matchMedia, navigator or location (docs/decisions/005-server-rendering.md).
// It reports those globals where they run during render or on import: in the body of a component (a function
// named in PascalCase, or a class's render method), of a hook (`useX`), or at module level. Inside a nested
// function (an effect, an event handler, a store's subscribe or getSnapshot, a callback) they are fine, and so is
// `typeof window`. A helper called from a component's body is not followed: the jest test of the server render
// (host/src/render/render.test.tsx) and the SSR e2e specs cover what the rule cannot see.
const BROWSER_ONLY = new Set([
  'window',
  'document',
  'localStorage',
  'sessionStorage',
  'matchMedia',
  'navigator',
  'location',
]);

const FUNCTIONS = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);

/** The name a function is known by: its own, the variable or property it is assigned to, or a wrapper's (memo). */
function nameOf(fn) {
  if (fn.id?.name) return fn.id.name;
  let node = fn.parent;
  // memo(function …), forwardRef((props, ref) => …): the name is the variable's.
  while (node?.type === 'CallExpression') node = node.parent;
  if (node?.type === 'VariableDeclarator' && node.id.type === 'Identifier') return node.id.name;
  if ((node?.type === 'Property' || node?.type === 'MethodDefinition') && node.key.type === 'Identifier') {
    return node.key.name;
  }
  return null;
}

/** Hooks that call a function given to them while the component renders (on the server too), by argument. */
const CALLED_IN_RENDER = { useState: 0, useMemo: 0, useReducer: 2, useSyncExternalStore: 2 };

/** True when `fn` is a function a hook calls during render: a state initialiser, a memo, a server snapshot. */
function calledDuringRender(fn) {
  const call = fn.parent;
  if (call?.type !== 'CallExpression') return false;
  const callee = call.callee.type === 'MemberExpression' ? call.callee.property : call.callee;
  const index = callee.type === 'Identifier' ? CALLED_IN_RENDER[callee.name] : undefined;
  return index !== undefined && call.arguments[index] === fn;
}

/** Why code at this place runs during render (or on import), or null when it runs later. */
function renderContext(identifier) {
  for (let node = identifier.parent; node; node = node.parent) {
    if (!FUNCTIONS.has(node.type) || calledDuringRender(node)) continue;
    const name = nameOf(node);
    if (name && /^[A-Z]/.test(name)) return `the component ${name}`;
    if (name && /^use[A-Z0-9]/.test(name)) return `the hook ${name}`;
    if (name === 'render' && node.parent?.type === 'MethodDefinition') return 'a render method';
    return null;
  }
  return 'the module (it runs on import, on the server too)';
}

export const noBrowserGlobalsInRender = {
  meta: {
    type: 'problem',
    docs: { description: 'No browser-only globals where pages render on the server' },
    messages: {
      render:
        '`{{name}}` is read in {{where}}: the server has none. Read it in an effect or an event handler, or through useSyncExternalStore with a server snapshot.',
    },
    schema: [],
  },
  create(context) {
    return {
      'Program:exit'(program) {
        const scope = context.sourceCode.getScope(program);
        const references = [
          ...scope.through,
          ...[...BROWSER_ONLY].flatMap((name) => scope.set.get(name)?.references ?? []),
        ];
        const seen = new Set();
        for (const { identifier } of references) {
          if (!BROWSER_ONLY.has(identifier.name) || seen.has(identifier)) continue;
          seen.add(identifier);
          if (identifier.parent?.type === 'UnaryExpression' && identifier.parent.operator === 'typeof') continue;
          const where = renderContext(identifier);
          if (where) context.report({ node: identifier, messageId: 'render', data: { name: identifier.name, where } });
        }
      },
    };
  },
};

export default { rules: { 'no-browser-globals-in-render': noBrowserGlobalsInRender } };
