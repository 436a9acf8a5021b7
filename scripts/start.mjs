#!/usr/bin/env node
// `npm start`: build everything for production, then serve the composed site. Ctrl-C stops it all.
import { buildAll } from './build-all.mjs';
import { serveAll } from './serve.mjs';

if (process.env.SKIP_BUILD !== '1') await buildAll();
const { stop } = await serveAll();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    console.log('\nStopping...');
    void stop().then(() => process.exit(0));
  });
}
