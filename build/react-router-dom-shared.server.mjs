// The server build's 'react-router-dom' share: the browser's slim set (react-router-dom-shared.mjs) plus
// the static handler that matches and loads a URL (host/src/render/prepare.ts) and the static router the render
// server renders it with (host/src/render/site-element.tsx). Size does not matter on the server.
export * from './react-router-dom-shared.mjs';
export { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
