// Ports of `npm start` (README.md#two-commands), overridable one by one or all at once with PORT_OFFSET.
export const APPS = [
  { name: 'host', dir: 'host', defaultPort: 3000 },
  { name: 'content', dir: 'remotes/content', defaultPort: 3001 },
  { name: 'scholarship', dir: 'remotes/scholarship', defaultPort: 3002 },
  { name: 'careers', dir: 'remotes/careers', defaultPort: 3003 },
  { name: 'shop', dir: 'remotes/shop', defaultPort: 3004 },
];
export const API_DEFAULT_PORT = 4000;

export function resolvePorts(env = process.env) {
  const offset = Number(env.PORT_OFFSET ?? 0);
  const ports = {};
  for (const app of APPS) {
    const key = `${app.name.toUpperCase()}_PORT`;
    ports[app.name] = Number(env[key] ?? app.defaultPort + offset);
  }
  ports.api = Number(env.API_PORT ?? API_DEFAULT_PORT + offset);
  return ports;
}

/** The runtime config for these ports: the host's public/config.json with its ports rewritten. */
export function configForPorts(baseConfig, ports) {
  const text = JSON.stringify(baseConfig)
    .replaceAll('localhost:4000', `localhost:${ports.api}`)
    .replaceAll('localhost:3001', `localhost:${ports.content}`)
    .replaceAll('localhost:3002', `localhost:${ports.scholarship}`)
    .replaceAll('localhost:3003', `localhost:${ports.careers}`)
    .replaceAll('localhost:3004', `localhost:${ports.shop}`);
  return JSON.parse(text);
}
