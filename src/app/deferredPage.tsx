import type { RouteObject } from 'react-router-dom';
import { isDeferring } from '../ssr/deferredHydration';
import { deferredPart } from './deferredPart';
import { PageSpinner } from './feedback/PageSpinner';

/** The function form of a route's `lazy` (its module, loaded on demand). */
export type Lazy = Extract<NonNullable<RouteObject['lazy']>, (...args: never[]) => unknown>;

/**
 * A page whose code, when its prerendered HTML is taken over, is fetched only at the reader's first sign
 * (deferredPart.tsx). Its route's `lazy` returns at once then; everywhere else it loads the page's code first, as a
 * plain lazy route does, so navigating shows no spinner.
 */
export function deferredPage(name: string, lazy: Lazy): Lazy {
  const page = deferredPart(
    name,
    async () => {
      const { Component } = await lazy();
      if (!Component) throw new Error('Deferred page without a component');
      return Component;
    },
    <PageSpinner />,
  );
  return async () => {
    if (!isDeferring()) await page.load();
    return { Component: page.Component };
  };
}
