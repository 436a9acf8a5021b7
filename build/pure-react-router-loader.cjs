// Lets the bundler leave out what the site does not use of react-router (build/react-router-dom-shared.mjs).
//
// react-router's bundle creates its contexts and components at the top level (`var Link = React10.forwardRef(…)`,
// `var DataRouterContext = React.createContext(null)`) without a pure annotation, and names each for React's
// developer tools (`Link.displayName = "Link"`). A minifier must keep a call it cannot prove free of side effects,
// and everything the call names with it, so a bundle that used nothing of react-router still kept about 11 KB
// gzip of it (Link with its framework-mode prefetching, Form, ScrollRestoration, the RSC and framework contexts).
// React's createContext, forwardRef, memo and createElement have no side effects: this marks those calls
// `/* @__PURE__ */` and drops the displayName statements (developer tools only), so webpack's inner graph and
// Terser drop what nothing imports. Production builds only: development keeps the names.
const DECLARATION = /^((?:var|let|const) \w+ = )(React\d*\.(?:createContext|forwardRef|memo|createElement)\()/gm;
const DISPLAY_NAME = /^\s*\w+\.displayName = "[^"\n]*";\n/gm;

module.exports = function pureReactRouter(source) {
  return source.replace(DECLARATION, '$1/* @__PURE__ */ $2').replace(DISPLAY_NAME, '');
};
