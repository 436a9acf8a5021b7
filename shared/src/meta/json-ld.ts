/** A schema.org item as JSON-LD (builders: '@niec/shared/seo'). */
export type JsonLd = { '@context'?: 'https://schema.org'; '@type': string | string[] } & Record<string, unknown>;

/** JSON for a <script type="application/ld+json">: nothing in it can close the script element. */
export function serializeJsonLd(item: JsonLd): string {
  return JSON.stringify(item)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
