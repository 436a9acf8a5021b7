import type { ApiContext } from './context.js';

/** Seed data stores image paths as "/static/..."; responses carry absolute URLs of this server. */
export function assetUrl(ctx: ApiContext, value: string | null | undefined): string | null {
  if (!value) return null;
  return value.startsWith('/') ? `${ctx.publicUrl}${value}` : value;
}
