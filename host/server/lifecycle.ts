// Probes and draining (docs/decisions/005-server-rendering.md): a load balancer stops sending new requests
// to an instance that is shutting down, and the instance finishes what it has started before it exits.
import type { FastifyInstance } from 'fastify';
import { withPolicy } from './caches';
import type { RenderPool } from './pool';

export interface Lifecycle {
  /** True from the shutdown signal on: /readyz answers 503. */
  readonly draining: boolean;
  /**
   * Stops the instance gracefully: not ready at once, new connections refused after `delayMs` (the time a
   * load balancer takes to notice), the responses in flight finished, then resolved. Never longer than
   * `limitMs` in all (the caller exits then, drained or not).
   */
  drain(options?: { delayMs?: number; limitMs?: number }): Promise<'drained' | 'cut'>;
}

export function registerProbes(app: FastifyInstance, pool: RenderPool): Lifecycle {
  let draining = false;
  // Liveness: the process answers. A failed probe means restart it.
  app.get('/healthz', { logLevel: 'warn' }, async (_request, reply) => withPolicy(reply, 'noStore').send({ ok: true }));
  // Readiness: the config was read and a worker generation is warm, and the instance is not shutting down.
  app.get('/readyz', { logLevel: 'warn' }, async (_request, reply) => {
    const live = pool.live;
    const ready = !draining && live !== null;
    return withPolicy(reply.code(ready ? 200 : 503), 'noStore').send({
      ready,
      draining,
      generation: live?.version.slice(0, 8) ?? null,
    });
  });

  // A response that starts while the instance drains closes its connection after it, so a keep-alive
  // connection does not hold the shutdown.
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('Connection', 'close');
  });

  return {
    get draining() {
      return draining;
    },
    async drain({ delayMs = 1000, limitMs = 9000 } = {}) {
      draining = true;
      app.log.info({ delayMs, limitMs }, 'draining: not ready, finishing the responses in flight');
      const closed = (async () => {
        await new Promise((resolve) => setTimeout(resolve, delayMs));
        // Fastify stops accepting connections, closes the idle keep-alive ones (forceCloseConnections: 'idle'),
        // answers requests that still arrive on busy ones (and closes them after: Connection: close), and resolves once
        // the responses in flight have been sent; then the onClose hooks stop the workers.
        // Node closes the connections that are idle when the server closes; one that finishes its response
        // later (a kept-alive client) is closed as soon as it is idle too.
        const sweep = setInterval(() => app.server.closeIdleConnections(), 200);
        try {
          await app.close();
        } finally {
          clearInterval(sweep);
        }
        return 'drained' as const;
      })();
      const cut = new Promise<'cut'>((resolve) => setTimeout(() => resolve('cut'), limitMs).unref());
      const outcome = await Promise.race([closed, cut]);
      app.log[outcome === 'drained' ? 'info' : 'warn'](`shutdown: ${outcome}`);
      return outcome;
    },
  };
}
