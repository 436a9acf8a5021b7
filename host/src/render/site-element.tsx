import type { ReactElement } from 'react';
import { createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import type { RouteDataState } from '@niec/shared';
import type { PageData } from '../router/page-data';
import type { Prepared } from './prepare';

/**
 * The site as the render server renders a prepared URL: React Router's static router over the routes and context
 * the static handler made (prepare.ts), the page route's loader data turned into what its element reads (the page's
 * data state, router/page-route.tsx). `hydrate={false}`: the render writes its own boot data, from which the browser
 * builds its router (bootstrap.tsx).
 */
export function siteElement(
  prepared: Prepared,
  state: RouteDataState<unknown> | undefined,
  nonce?: string,
): ReactElement {
  const { routes, context } = prepared.routing;
  if (prepared.kind === 'page') {
    const leaf = context.matches[context.matches.length - 1]!;
    const data: PageData = state
      ? { key: prepared.dataKey, state }
      : { key: '', state: { status: 'success', data: undefined, error: undefined } };
    context.loaderData = { ...context.loaderData, [leaf.route.id]: data };
  }
  return (
    <StaticRouterProvider
      router={createStaticRouter(routes, context)}
      context={context}
      hydrate={false}
      {...(nonce ? { nonce } : {})}
    />
  );
}
