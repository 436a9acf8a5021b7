import type { RouteId } from '@niec/shared/routes/table';
import { KEPT_ROUTES, routeIdOf } from './rules';

/**
 * What the service worker shows offline (docs/decisions/016-offline.md): a kept page with a notice of when it was
 * kept, and for any other page the offline page, which lists what this device can read. Both are HTML the worker
 * writes itself, so they need no script: the notice sits outside the page's root, where hydration never looks.
 */

/** One page the device keeps. */
export interface KeptPage {
  url: string;
  title: string;
  /** When it was kept (ms since the epoch). */
  keptAt: number;
}

/** `7 Desember 2026 pukul 22.50`, in the device's time zone. */
export function keptTime(at: number, timeZone?: string): string {
  const date = new Date(at);
  const day = new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'long', year: 'numeric', timeZone }).format(
    date,
  );
  const time = new Intl.DateTimeFormat('id-ID', { hour: '2-digit', minute: '2-digit', hour12: false, timeZone })
    .format(date)
    .replace(':', '.');
  return `${day} pukul ${time}`;
}

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The id of the notice a kept page shows offline (e2e and the page's styles find it by it). */
export const KEPT_NOTICE_ID = 'niec-offline-notice';

/** The path the worker answers with the offline page, from a kept page's notice. */
export const OFFLINE_LIST_PATH = '/__offline';

const NOTICE_STYLE =
  `#${KEPT_NOTICE_ID}{margin:0;padding:var(--space-3,.75rem) var(--space-4,1rem);background:#fff8e1;` +
  'color:#1c2430;border-bottom:1px solid #e8d9a8;font:inherit;font-size:.9375rem;line-height:1.5;text-align:center}' +
  `#${KEPT_NOTICE_ID} a{color:#0b3b75;font-weight:600;white-space:nowrap}`;

/**
 * A kept page as the worker serves it offline: its HTML with a notice first in the body, before the root React
 * hydrates (an element outside the root is never React's, so hydration meets the server's HTML as before).
 */
export function withKeptNotice(html: string, keptAt: number, timeZone?: string): string {
  const notice =
    `<style>${NOTICE_STYLE}</style><p id="${KEPT_NOTICE_ID}" role="status">Anda sedang offline. ` +
    `Halaman ini disimpan di perangkat Anda pada ${keptTime(keptAt, timeZone)}, jadi isinya mungkin sudah berubah. ` +
    `<a href="${OFFLINE_LIST_PATH}">Halaman lain yang bisa dibaca</a></p>`;
  const body = /<body[^>]*>/i.exec(html);
  if (!body) return html;
  const at = body.index + body[0].length;
  return `${html.slice(0, at)}${notice}${html.slice(at)}`;
}

/**
 * A kept page whose scripts the worker may not all have (kept in the background: the first visit's page, a saved
 * item's) is served without them, as the server rendered it: every page of the site reads and navigates without
 * script (docs/decisions/007-platform-first-controls.md), where a missing script would have React replace it with
 * an error.
 */
export function withoutScripts(html: string): string {
  return (
    html
      .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '')
      .replace(/<link\b[^>]*\brel=["']?(?:preload|modulepreload)["']?[^>]*\bas=["']?script["']?[^>]*>/gi, '')
      // Each stylesheet the server cut to the page's classes whole after its cut (the entry script would have written
      // its rest: the header's icons, the states a press brings); the worker keeps the files the page names.
      .replace(
        /(<style\b[^>]*\bdata-cut="([^"]+)"[^>]*>[\s\S]*?<\/style\s*>)/gi,
        (cut: string, _whole: string, href: string) => `${cut}<link rel="stylesheet" href="${href}" />`,
      )
  );
}

/** The heading of each kind of kept page on the offline page, in its order. */
const GROUPS: readonly { label: string; routes: readonly RouteId[] }[] = [
  { label: 'Panduan negara', routes: ['country', 'compareCountries'] },
  { label: 'Kampus', routes: ['campus'] },
  { label: 'Artikel', routes: ['articles', 'articleDetail'] },
  { label: 'Beasiswa', routes: ['scholarships'] },
  { label: 'Kontak', routes: ['contact'] },
  { label: 'Beranda dan daftar Tersimpan', routes: ['home', 'saved'] },
];
const SAVED_GROUP = 'Dari daftar Tersimpan';

/** The kept pages by kind, each kind's newest first; the kinds in GROUPS' order, saved items' pages last. */
export function groupKeptPages(pages: readonly KeptPage[]): { label: string; pages: KeptPage[] }[] {
  const byLabel = new Map<string, KeptPage[]>();
  for (const page of pages) {
    const id = routeIdOf(new URL(page.url, 'http://x').pathname);
    const group =
      id && KEPT_ROUTES.includes(id) ? (GROUPS.find((g) => g.routes.includes(id))?.label ?? SAVED_GROUP) : SAVED_GROUP;
    byLabel.set(group, [...(byLabel.get(group) ?? []), page]);
  }
  return [...GROUPS.map((g) => g.label), SAVED_GROUP]
    .filter((label) => byLabel.has(label))
    .map((label) => ({ label, pages: byLabel.get(label)!.sort((a, b) => b.keptAt - a.keptAt) }));
}

const LOGO =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="36" height="36" aria-hidden="true">' +
  '<rect width="64" height="64" rx="14" fill="#fff"/><path d="M14 46V18h7l15 18V18h7v28h-7L21 28v18z" fill="#0b3b75"/>' +
  '<circle cx="50" cy="16" r="6" fill="#d94f04"/></svg>';

const PAGE_STYLE =
  '.bar{background:var(--color-primary);color:#fff}.bar a{display:flex;align-items:center;gap:.625rem;' +
  'max-width:var(--content-width);margin:0 auto;padding:.75rem 1rem;color:#fff;font-weight:700;font-size:1.125rem;' +
  'text-decoration:none}main{max-width:46rem;margin:0 auto;padding:var(--space-6) var(--space-4) var(--space-8)}' +
  'h1{font-size:var(--font-size-2xl);line-height:1.25;margin:0 0 var(--space-3);color:var(--color-primary-strong)}' +
  'h2{font-size:var(--font-size-lg);margin:var(--space-6) 0 var(--space-2)}.lead{color:var(--color-text-muted);' +
  'margin:0 0 var(--space-4)}.retry{display:inline-block;padding:.625rem 1.25rem;border-radius:var(--radius-sm);' +
  'background:var(--color-primary);color:#fff;font-weight:600;text-decoration:none}.retry:focus-visible,' +
  'a:focus-visible{outline:3px solid var(--color-focus);outline-offset:2px}ul{list-style:none;margin:0;padding:0;' +
  'border:1px solid var(--color-border);border-radius:var(--radius-md);overflow:hidden}li+li{border-top:1px solid ' +
  'var(--color-border)}li a{display:block;padding:var(--space-3) var(--space-4);text-decoration:none}li a:hover{' +
  'background:var(--color-surface-alt)}.title{display:block;font-weight:600;overflow-wrap:anywhere}.when{display:' +
  'block;color:var(--color-text-muted);font-size:var(--font-size-sm)}.empty,.note{padding:var(--space-4);' +
  'border-radius:var(--radius-md);background:var(--color-surface-alt)}.note{margin-top:var(--space-6);' +
  'font-size:var(--font-size-sm);color:var(--color-text-muted)}.clear{margin-top:var(--space-4);padding:.5rem 1rem;' +
  'border:1px solid var(--color-border);border-radius:var(--radius-sm);background:var(--color-surface);' +
  'color:var(--color-danger);font:inherit;font-weight:600;cursor:pointer}.clear:focus-visible{outline:3px solid ' +
  'var(--color-focus);outline-offset:2px}.done{padding:var(--space-3) var(--space-4);border-radius:var(--radius-md);' +
  'background:var(--color-success-soft);color:var(--color-success)}';

export interface OfflinePageInput {
  /** The page asked for, or null when the visitor asked for the list itself. */
  requested: string | null;
  pages: readonly KeptPage[];
  /** The site's design tokens (@niec/shared/tokens.css). */
  tokens: string;
  timeZone?: string;
  /** The visitor has just removed the kept pages ('Hapus halaman offline'). */
  cleared?: boolean;
}

/** The offline page: what was asked for cannot be had, and what this device can read instead. */
export function offlinePage({ requested, pages, tokens, timeZone, cleared = false }: OfflinePageInput): string {
  const groups = groupKeptPages(pages);
  const list =
    groups.length === 0
      ? '<p class="empty">Belum ada halaman yang tersimpan di perangkat ini. Panduan negara, halaman kampus, ' +
        'artikel dan daftar beasiswa yang Anda buka saat online tersimpan otomatis untuk dibaca tanpa koneksi.</p>'
      : groups
          .map(
            (group) =>
              `<h2>${escapeHtml(group.label)} (${group.pages.length})</h2><ul>` +
              group.pages
                .map(
                  (page) =>
                    `<li><a href="${escapeHtml(page.url)}"><span class="title">${escapeHtml(page.title)}</span>` +
                    `<span class="when">Disimpan ${keptTime(page.keptAt, timeZone)}</span></a></li>`,
                )
                .join('') +
              '</ul>',
          )
          .join('');
  // Kept pages say what this device was used to read: whoever holds it can remove them (a shared phone).
  const clear =
    groups.length > 0
      ? `<form method="post" action="${OFFLINE_LIST_PATH}"><button class="clear" type="submit">Hapus halaman ` +
        'offline dari perangkat ini</button></form>'
      : '';
  const done = cleared ? '<p class="done" role="status">Halaman offline di perangkat ini telah dihapus.</p>' : '';
  const intro = requested
    ? '<p class="lead">Halaman ini belum tersimpan di perangkat Anda, jadi belum bisa dibuka tanpa koneksi ' +
      `internet.</p><p><a class="retry" href="${escapeHtml(requested)}">Coba lagi</a></p>`
    : groups.length > 0
      ? '<p class="lead">Halaman berikut tersimpan di perangkat Anda dan bisa dibaca tanpa koneksi internet.</p>'
      : '';
  return (
    '<!doctype html><html lang="id"><head><meta charset="utf-8"><meta name="viewport" ' +
    'content="width=device-width, initial-scale=1"><meta name="theme-color" content="#0b3b75">' +
    '<meta name="robots" content="noindex"><title>Anda sedang offline | NIEC Indonesia</title>' +
    `<style>${tokens}${PAGE_STYLE}</style></head><body><header class="bar"><a href="/">${LOGO}NIEC Indonesia</a>` +
    `</header><main><h1>Anda sedang offline</h1>${done}${intro}${list}${clear}<p class="note">Formulir (kontak, ` +
    'pendaftaran, pemesanan) perlu koneksi internet. Bila Anda mengizinkan draf di formulirnya, isian Anda tetap ' +
    'tersimpan di perangkat ini dan bisa dikirim saat online.</p></main></body></html>'
  );
}
