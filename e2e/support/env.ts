// e2e runs on ports 3000+offset (default offset 100), so it never collides with `npm start`.
export const portOffset = Number(process.env.PORT_OFFSET ?? 100);
export const baseUrl = `http://localhost:${3000 + portOffset}`;
export const apiUrl = `http://localhost:${4000 + portOffset}`;
export const apiBase = `${apiUrl}/api/v1/application`;
export const remotePort = (name: 'content' | 'scholarship' | 'careers' | 'shop'): number =>
  ({ content: 3001, scholarship: 3002, careers: 3003, shop: 3004 })[name] + portOffset;
