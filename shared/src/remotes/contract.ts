import type { ComponentType } from 'react';
import type { RemoteName } from '../config/config';
import type { RouteLoader } from '../data/route-data';
import type { SearchRecord } from '../search';

/**
 * The typed contract between the host and the remotes. Each remote exposes './routes', whose
 * `pages` map names the page components the host mounts under its own routes (docs/product-rules.md#routes).
 * The host imports remotes only through Module Federation, typed by this file.
 */
export interface PageProps {
  /** Set by the host for pages that live outside the main layout. */
  standalone?: boolean;
}

export type PageComponent = ComponentType<PageProps> & {
  /** Present on pages made with lazyPage: downloads the page chunk ahead of navigation. */
  preload?: () => Promise<{ default: ComponentType<PageProps> }>;
};

export interface RemotePages {
  content:
    | 'home'
    | 'about'
    | 'articles'
    | 'articleDetail'
    | 'campus'
    | 'country'
    | 'compareCountries'
    | 'contact'
    | 'singaraja'
    | 'formDrafts'
    | 'search'
    | 'saved';
  scholarship: 'scholarships' | 'studyTour';
  careers: 'vacancies' | 'vacancyDetail';
  shop: 'merchandise' | 'productDetail' | 'checkout' | 'tracking';
}

export interface RemoteRoutesModule<R extends RemoteName> {
  pages: Record<RemotePages[R], PageComponent>;
  /** The data each page needs, loaded by the render server before it renders (see useRouteData). */
  loaders?: Partial<Record<RemotePages[R], RouteLoader>>;
  /**
   * The URLs a page with parameters lists in the sitemap (host/src/route-table.ts says `sitemap: 'remote'`):
   * the remote knows its records and which are public, the host only writes them out.
   */
  sitemap?: RemoteSitemap<R>;
  /**
   * The calendar files of this remote's records (the scholarship remote: a closing day), which the render server
   * answers under its own URLs: the remote finds the record through its own API code and writes the file.
   */
  calendar?: CalendarSource;
  /**
   * The records this remote offers the site search (/cari, docs/decisions/014-site-search.md): its own API code and
   * fixed content, read on the render server (or a static host's browser); the host matches and groups them.
   * The same records, by their `saved` key, are what a saved list shows (/tersimpan, docs/decisions/015-saved-list.md).
   */
  search?: SearchSource;
}

/** Every record a remote offers the site search; rejects when its API does not answer. */
export type SearchSource = (signal: AbortSignal) => Promise<SearchRecord[]>;

/** One record's event, as the render server answers it: an iCalendar file, or a Google Calendar redirect. */
export interface CalendarFile {
  /** One VCALENDAR with one VEVENT (RFC 5545), CRLF line ends. */
  ics: string;
  /** The same event as a Google Calendar "new event" link. */
  googleUrl: string;
}

/**
 * The event of the record with this id (the id in its calendar URL), with links back to the site at
 * `siteOrigin`; null when the record is unknown or has no date. Rejects when the API does not answer.
 */
export type CalendarSource = (id: string, siteOrigin: string) => Promise<CalendarFile | null>;

/** How a remote's sitemap source reads the API: the list inside an answer (`{data: [...]}` or a bare array). */
export interface SitemapApi {
  /** Rejects when the API does not answer; the sitemap is then served without that list, and kept briefly. */
  list(path: string): Promise<Record<string, unknown>[]>;
}

/** One URL of a page with parameters: the values of its path's parameters, and when its record last changed. */
export interface SitemapEntry {
  params: Record<string, string>;
  /** A date or timestamp (`2026-01-02 10:30:00`); the sitemap writes its day, and nothing when it is not one. */
  lastmod?: unknown;
}

/** The sitemap entries of one page, from the remote's own API code or its fixed content. */
export type SitemapSource = (api: SitemapApi) => Promise<SitemapEntry[]>;

export type RemoteSitemap<R extends RemoteName> = Partial<Record<RemotePages[R], SitemapSource>>;

export type RemoteModules = { [R in RemoteName]: RemoteRoutesModule<R> };

/** The id the host passes to loadRemote for a remote's route module. */
export function routesModuleId(remote: RemoteName): `${RemoteName}/routes` {
  return `${remote}/routes`;
}
