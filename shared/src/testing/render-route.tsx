// renderRoute and the current-URL probe: how every jest test mounts a page (or any part that routes) at a URL.
import { act, render, type RenderResult } from '@testing-library/react';
import { isValidElement, useLayoutEffect, type ComponentProps, type ReactElement, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { RouteDataContext, type RouteData } from '../data/route-data';

/** One state of a page's route data: its loader's result, or the host's loading, not-found or error state. */
export type RouteDataState<T> = { data: T } | 'loading' | 'not-found' | { error: unknown };

/** The route-data context value of a state; `reload` is what 'Coba lagi' calls. */
export function routeDataValue<T>(state: RouteDataState<T>, reload: () => void): RouteData<T> {
  if (state === 'loading') return { status: 'loading', data: undefined, error: undefined, reload };
  if (state === 'not-found') return { status: 'not-found', data: undefined, error: undefined, reload };
  if ('error' in state) return { status: 'error', data: undefined, error: state.error, reload };
  return { status: 'success', data: state.data, error: undefined, reload };
}

/** Routes by path pattern, as a remote's routes.tsx declares them: `{ '/career/:slug_title': <VacancyDetailPage /> }`. */
export type RouteTable = { readonly [path: `/${string}`]: ReactNode };

/** The URL shown as a page sees it. */
export interface ShownUrl {
  pathname: string;
  search: string;
}

type InitialEntry = NonNullable<ComponentProps<typeof MemoryRouter>['initialEntries']>[number];

export interface RenderRouteOptions<T> {
  /** Where the router starts ('/' unless told): a URL, or a location with route state (`{ pathname, state }`). */
  url?: InitialEntry;
  /**
   * The page's route data: one state whatever the URL, or the state for the URL shown (as the host gives
   * each URL its own data, so a new query brings its own list). Without it the page gets no route data.
   */
  routeData?: RouteDataState<T> | ((url: ShownUrl) => RouteDataState<T>);
}

function isRouteTable(ui: ReactNode | RouteTable): ui is RouteTable {
  return typeof ui === 'object' && ui !== null && !isValidElement(ui) && Object.getPrototypeOf(ui) === Object.prototype;
}

function DataOfUrl<T>({
  data,
  reload,
  children,
}: {
  data: (url: ShownUrl) => RouteDataState<T>;
  reload: () => void;
  children: ReactNode;
}) {
  const { pathname, search } = useLocation();
  return (
    <RouteDataContext.Provider value={routeDataValue(data({ pathname, search }), reload)}>
      {children}
    </RouteDataContext.Provider>
  );
}

/** What the probe last saw (the committed location) and the router's navigate, while a probe is mounted. */
let shown: { location: ReturnType<typeof useLocation>; navigate: ReturnType<typeof useNavigate> } | undefined;

/**
 * Keeps track of the URL the router shows, for currentUrl(), currentLocation() and browserBack(). Renders
 * nothing, so it adds no text or role to the page under test. renderRoute mounts one after the page.
 */
export function CurrentUrl(): null {
  const location = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => {
    const mine = { location, navigate };
    shown = mine;
    return () => {
      if (shown === mine) shown = undefined;
    };
  }, [location, navigate]);
  return null;
}

function probe(): NonNullable<typeof shown> {
  if (!shown) throw new Error('No <CurrentUrl /> is mounted: render the page with renderRoute');
  return shown;
}

/** The path and query the router shows now (with the hash, if any): '/artikel?kategori=tips'. */
export function currentUrl(): string {
  const { pathname, search, hash } = probe().location;
  return `${pathname}${search}${hash}`;
}

/** The location the router shows now, with the route state a navigation left (`navigate(to, { state })`). */
export function currentLocation(): ReturnType<typeof useLocation> {
  return probe().location;
}

/** The browser's Back button: one step back in the router's history. */
export async function browserBack(): Promise<void> {
  const { navigate } = probe();
  await act(async () => {
    await navigate(-1);
  });
}

/**
 * The element renderRoute renders (for a test that renders it another way, e.g. on the server and then
 * hydrated): `ui` (or the routes of a route table) in a router at `url`, with its route data, and the probe.
 */
export function routeElement<T>(
  ui: ReactNode | RouteTable,
  { url = '/', routeData }: RenderRouteOptions<T> = {},
): { element: ReactElement; reload: jest.Mock } {
  const reload = jest.fn();
  let page = isRouteTable(ui) ? (
    <Routes>
      {Object.entries(ui).map(([path, element]) => (
        <Route key={path} path={path} element={element} />
      ))}
    </Routes>
  ) : (
    ui
  );
  if (typeof routeData === 'function') {
    page = (
      <DataOfUrl data={routeData} reload={reload}>
        {page}
      </DataOfUrl>
    );
  } else if (routeData !== undefined) {
    page = <RouteDataContext.Provider value={routeDataValue(routeData, reload)}>{page}</RouteDataContext.Provider>;
  }
  const element = (
    <MemoryRouter initialEntries={[url]}>
      {page}
      <CurrentUrl />
    </MemoryRouter>
  );
  return { element, reload };
}

/**
 * Renders a page as the host mounts it: at `url`, in a router, with its route data (see RenderRouteOptions),
 * and the current-URL probe. `ui` is the page itself, or a route table when the path's params matter or the
 * page links to another route. `reload` is a jest mock, so a test can check 'Coba lagi'.
 *
 *   renderRoute({ '/career/:slug_title': <VacancyDetailPage /> }, { url: '/career/ec', routeData: { data } });
 *   expect(currentUrl()).toBe('/career/ec');
 */
export function renderRoute<T>(
  ui: ReactNode | RouteTable,
  options: RenderRouteOptions<T> = {},
): RenderResult & { reload: jest.Mock } {
  const { element, reload } = routeElement(ui, options);
  return { ...render(element), reload };
}
