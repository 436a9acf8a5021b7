// Runtime plugin of every remote's server build (dist/server/remoteEntry.js). The render server loads that
// entry over HTTP, so webpack cannot know at build time where the remote is deployed. The host's renderer
// publishes each remote's base URL (the folder of its manifest) before it loads the remote; this sets the
// remote's public path from it, so its server chunks load from <base>server/ and its images get exactly the
// URLs of the browser build (<base>assets/...): the server's HTML and the hydrated page agree.
/* global __webpack_require__ */
export default function serverPublicPathPlugin() {
  return {
    name: 'niec-server-public-path',
    init(args) {
      const bases = globalThis.__NIEC_REMOTE_BASES__;
      const base = bases && bases[args.options.name];
      if (base) __webpack_require__.p = base;
      return args;
    },
  };
}
