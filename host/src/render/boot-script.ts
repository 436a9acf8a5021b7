import type { BootData } from '@niec/shared';

/** Serialises boot data for a `<script type="application/json">`: nothing in it can close the script. */
export function serializeBootData(boot: BootData): string {
  // Only what could end the script element or open a comment is escaped; other markup in the data (API HTML)
  // stays as it is, which keeps the document small.
  return JSON.stringify(boot)
    .replace(/<(\/script|!--)/gi, '\\u003c$1')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
