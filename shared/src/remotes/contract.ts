import type { ComponentType } from 'react';
import type { RemoteName } from '../config/config';
import type { RouteLoader } from '../data/route-data';

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
    | 'singaraja';
  scholarship: 'scholarships' | 'studyTour';
  careers: 'vacancies' | 'vacancyDetail';
  shop: 'merchandise' | 'productDetail' | 'checkout' | 'tracking';
}

export interface RemoteRoutesModule<R extends RemoteName> {
  pages: Record<RemotePages[R], PageComponent>;
  /** The data each page needs, loaded by the render server before it renders (see useRouteData). */
  loaders?: Partial<Record<RemotePages[R], RouteLoader>>;
}

export type RemoteModules = { [R in RemoteName]: RemoteRoutesModule<R> };

/** The id the host passes to loadRemote for a remote's route module. */
export function routesModuleId(remote: RemoteName): `${RemoteName}/routes` {
  return `${remote}/routes`;
}
