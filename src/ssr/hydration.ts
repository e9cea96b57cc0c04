import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { handOverPrerenderedRecords } from '../relay/prerenderedRecords';
import { PRERENDER_DATA_ID, type PrerenderData } from './documentHtml';

/**
 * The prerendered page's data when this document may be hydrated: it was rendered for this very address (no query
 * string or fragment — `?zahlung=…`, `?abo=…`, `/faq#klimaneutral` change what a page shows). Otherwise null, and
 * the app renders from scratch.
 */
export function readPrerenderData(): PrerenderData | null {
  const text = document.getElementById(PRERENDER_DATA_ID)?.textContent;
  if (!text || location.search || location.hash) return null;
  const data = JSON.parse(text) as PrerenderData;
  return data.path === location.pathname ? data : null;
}

/**
 * A router whose first render equals the prerendered HTML: the matched routes' code is loaded before, their loaders
 * run against a Relay store holding the prerendered records (handed over for whenever Relay loads, so nothing is fetched again), and their results are the
 * router's hydration data — it neither shows its fallback nor loads again.
 */
export async function createHydratingRouter(routes: RouteObject[], data: PrerenderData) {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
  if (Object.keys(data.records).length > 0) handOverPrerenderedRecords(data.records);
  const request = new Request(location.href);
  const url = new URL(location.href);
  const loaderData: Record<string, unknown> = {};
  for (const { route, params } of matches) {
    if (!route.id || typeof route.loader !== 'function') continue;
    loaderData[route.id] = await route.loader({ request, url, params, pattern: route.path ?? '', context: undefined });
  }
  return createBrowserRouter(routes, { hydrationData: { loaderData } });
}
