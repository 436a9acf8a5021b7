import { getConfig } from '@niec/shared';

/**
 * The embedded map of a branch. The API serves a small self-contained map page per branch
 * (GET {apiBaseUrl}/maps/embed?branch=<id>), so no map tiles or scripts load from other hosts.
 */
export function mapEmbedUrl(branchId: string): string {
  return `${getConfig().apiBaseUrl}/maps/embed?branch=${encodeURIComponent(branchId)}`;
}
