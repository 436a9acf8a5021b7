// Types of render-server.mjs, for the TypeScript that imports it (the e2e tests).
export const RENDER_SERVER_MAIN: string;
export function renderServerArgs(args: string[]): string[];
