import { Suspense, use, useEffect, type ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { isDeferring, partHydrated, partWaits, untilReader } from '../ssr/deferredHydration';
import { PageSpinner } from './feedback/PageSpinner';

type Lazy = Extract<NonNullable<RouteObject['lazy']>, (...args: never[]) => unknown>;

/**
 * A page whose code, when its prerendered HTML is taken over, is fetched only at the reader's first sign
 * (src/ssr/deferredHydration.ts): until then React keeps the page's HTML as it is. Its route's `lazy` returns at once
 * then; everywhere else it loads the page's code first, as a plain lazy route does, so navigating shows no spinner.
 * The page sits in a Suspense boundary of its own, in the server's HTML as in the browser, so the shell around it
 * (header, footer, the app's ready mark) is hydrated without it.
 */
export function deferredPage(load: Lazy): Lazy {
  let Loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  let counted = false;
  // One promise for as long as the page waits: React asks for the same one on every render while it suspends.
  let waitingForCode: Promise<ComponentType> | undefined;
  const start = () =>
    (loading ??= Promise.resolve(load()).then(
      (route) => {
        if (!route.Component) throw new Error('Deferred page without a component');
        return (Loaded = route.Component);
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));

  function Hydrated() {
    useEffect(() => {
      if (!counted) return;
      counted = false;
      partHydrated();
    }, []);
    return null;
  }

  function Content() {
    const Component =
      Loaded ??
      use(
        (waitingForCode ??= untilReader()
          .then(start)
          .finally(() => (waitingForCode = undefined))),
      );
    return (
      <>
        <Component />
        <Hydrated />
      </>
    );
  }

  function DeferredPage() {
    return (
      <Suspense fallback={<PageSpinner />}>
        <Content />
      </Suspense>
    );
  }

  return async () => {
    if (isDeferring()) {
      counted = true;
      partWaits();
    } else await start();
    return { Component: DeferredPage };
  };
}
