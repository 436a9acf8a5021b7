// local-api's log lines (pino, through Fastify): JSON lines, or readable lines for a developer at a terminal.
// The same rule as the render server's (host/server/observability.ts): LOG_FORMAT=json|pretty when set, otherwise
// pretty only when standard output is a terminal, so a pipe, a file or CI always gets JSON.
import type { FastifyServerOptions } from 'fastify';
import { prettyFactory } from 'pino-pretty';

interface LogStream {
  write(line: string): void;
}

/** LOCAL_API_LOG_LEVEL=silent turns the logs off; tokens, cookies and query values are never written. */
export function loggerFromEnv(
  env: NodeJS.ProcessEnv,
  out: LogStream & { isTTY?: boolean } = process.stdout,
): FastifyServerOptions['logger'] {
  if (env.LOCAL_API_LOG_LEVEL === 'silent') return false;
  const pretty = env.LOG_FORMAT === 'pretty' || (env.LOG_FORMAT !== 'json' && out.isTTY === true);
  // Formatted on this thread as each line is written (not in a transport's worker): nothing is lost at exit.
  const format = pretty
    ? prettyFactory({ colorize: out.isTTY === true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' })
    : null;
  return {
    level: env.LOCAL_API_LOG_LEVEL ?? 'info',
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie'], censor: '[redacted]' },
    serializers: {
      // A query can hold what a visitor typed.
      req: (request: { method: string; url: string }) => ({ method: request.method, url: request.url.split('?')[0] }),
    },
    stream: { write: (line: string) => out.write(format ? format(line) : line) },
  };
}
