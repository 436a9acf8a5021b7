// jsdom, plus the Fetch API's Request, Response and Headers of Node.js, which jsdom lacks: React Router's loaders
// receive a Request (host/src/render/page-routes.ts, shared/src/data/route-data.tsx).
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetchClasses extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of ['Request', 'Response', 'Headers']) {
      if (this.global[name] === undefined) this.global[name] = globalThis[name];
    }
  }
}

module.exports = JsdomWithFetchClasses;
