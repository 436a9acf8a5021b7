#!/usr/bin/env node
// `npm run serve:edge -- --instances N --port P`: the production shape on one machine (docs/deploying.md):
// nginx (deploy/nginx, installed with apt-get when missing) in front of N render servers (2 by default) as
// edge cache and load balancer, the remotes' builds served by nginx as a CDN, local-api behind it. Serves
// the existing builds (`npm run build` first). Ctrl-C stops everything. `npm start` stays the one-process way.
import { parseArgs } from 'node:util';
import { startEdge } from './lib/edge.mjs';

const { values } = parseArgs({
  options: {
    instances: { type: 'string', default: '2' },
    port: { type: 'string', default: String(3000 + Number(process.env.PORT_OFFSET ?? 0)) },
    threads: { type: 'string', default: '1' },
  },
});
const instances = Number(values.instances);
const port = Number(values.port);
if (!Number.isInteger(instances) || instances < 1) throw new Error('--instances must be 1 or more');

const edge = await startEdge({ port, instances, threads: Number(values.threads) });
console.log(`\n  NIEC website through nginx on http://localhost:${edge.ports.site}`);
console.log(`  render servers: ${edge.servers.map((s) => `:${s.port}`).join(', ')} (metrics and probes on each)`);
console.log(
  `  remotes (CDN): ${Object.entries(edge.ports.remotes)
    .map(([name, p]) => `${name} :${p}`)
    .join(', ')}; API :${edge.ports.api}; nginx files in ${edge.run}\n`,
);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.log('\nStopping...');
    void edge.stop().then(() => process.exit(0));
  });
}
