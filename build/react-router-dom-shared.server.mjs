// The server build's 'react-router-dom' share: the browser's slim set (react-router-dom-shared.mjs) plus
// the static router the render server renders a URL with and the static handler that matches and loads it
// (host/src/render/prepare.ts). Size does not matter on the server.
export * from './react-router-dom-shared.mjs';
export { StaticRouter, createStaticHandler } from 'react-router';
