/** A schema.org item as JSON-LD (builders: '@niec/shared/seo'). */
export type JsonLd = { '@context'?: 'https://schema.org'; '@type': string | string[] } & Record<string, unknown>;

/** Keys whose values are URLs: a path there ('/artikel') is made absolute with the site's origin. */
const URL_KEYS = new Set(['@id', 'url', 'item', 'logo', 'image', 'mainEntityOfPage']);

function absolutize(value: unknown, origin: string, isUrl: boolean): unknown {
  if (typeof value === 'string')
    return isUrl && value.startsWith('/') && !value.startsWith('//') ? origin + value : value;
  if (Array.isArray(value)) return value.map((entry) => absolutize(entry, origin, isUrl));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, entry]) => [key, absolutize(entry, origin, URL_KEYS.has(key))]),
    );
  }
  return value;
}

/**
 * JSON for a <script type="application/ld+json"> of a page at `origin`: paths in URL properties made absolute,
 * and nothing in it can close the script element.
 */
export function serializeJsonLd(item: JsonLd, origin: string): string {
  return JSON.stringify(absolutize(item, origin.replace(/\/$/, ''), false))
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
