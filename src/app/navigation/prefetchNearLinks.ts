import { matchRoutes, type RouteObject } from 'react-router-dom';
import type { RouteDef } from '../../content/routeTable';
import { onFirstReaderSign } from '../../ssr/readerSigns';

/** Spec §9: a link's page is prefetched once the link comes within 200 px of the viewport. */
export const PREFETCH_MARGIN = '200px';

/** Pages anyone may open; the account area and the dev pages are never prefetched. */
const isPublic = (route: RouteObject) => {
  const page = (route.handle as { page?: RouteDef } | undefined)?.page;
  return page !== undefined && page.kind !== 'account' && page.kind !== 'dev';
};

interface Connection {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * Loads the code of the public pages whose links come near the viewport, so the click shows the page at once.
 * It starts at the first sign of a reader (src/ssr/readerSigns.ts): a page's load — and what the budgets and
 * Lighthouse measure — fetches only what that page needs. Not on a data-saving or 2G connection. Each page's code
 * is asked for once (the route's own `lazy`; the router reuses the loaded module on navigation). Returns a stop.
 */
export function prefetchNearLinks(routes: RouteObject[], root: HTMLElement = document.body): () => void {
  const connection = (navigator as Navigator & { connection?: Connection }).connection;
  if (typeof IntersectionObserver !== 'function' || connection?.saveData || /2g/.test(connection?.effectiveType ?? ''))
    return () => {};
  const asked = new Set<string>();
  const prefetch = (href: string) => {
    const url = new URL(href, location.href);
    if (url.origin !== location.origin || url.pathname === location.pathname) return;
    for (const { route } of matchRoutes(routes, url.pathname) ?? []) {
      const key = route.id ?? route.path ?? '';
      if (!isPublic(route) || asked.has(key) || typeof route.lazy !== 'function') continue;
      asked.add(key);
      // A failed prefetch is no error: the click loads the page and shows its error then.
      void Promise.resolve(route.lazy()).catch(() => asked.delete(key));
    }
  };
  const near = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        near.unobserve(entry.target);
        prefetch((entry.target as HTMLAnchorElement).href);
      }
    },
    { rootMargin: PREFETCH_MARGIN },
  );
  const watch = (node: ParentNode) =>
    node.querySelectorAll<HTMLAnchorElement>('a[href]').forEach((a) => near.observe(a));
  const added = new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes) {
        if (node instanceof HTMLAnchorElement && node.href) near.observe(node);
        else if (node instanceof Element) watch(node);
      }
  });
  const stopWaiting = onFirstReaderSign(() => {
    watch(root);
    added.observe(root, { childList: true, subtree: true });
  });
  return () => {
    stopWaiting();
    near.disconnect();
    added.disconnect();
  };
}
