import { Suspense, use, useEffect, type ComponentType, type ReactNode } from 'react';
import { isDeferring, partHydrated, partWaits, untilReader } from '../ssr/deferredHydration';
import { lazyPart } from './lazyPart';

export interface DeferredPart<P extends object> {
  /** Renders the part: its code's component inside a Suspense boundary of its own (server and browser alike). */
  Component: ComponentType<P>;
  /** Loads the part's code now (nothing waits: the server, navigation, a page drawn anew). */
  load(): Promise<ComponentType<P>>;
}

/**
 * A part of a prerendered page whose code, when the page is taken over, is fetched only at the reader's first sign
 * (src/ssr/deferredHydration.ts): until then React keeps the part's HTML as it is — its links work as plain links,
 * what is typed into it is kept. Its own Suspense boundary lets the rest of the page (and the app's ready mark) be
 * hydrated without it; `fallback` shows only where the part is drawn anew before its code is there.
 */
export function deferredPart<P extends object = object>(
  name: string,
  importer: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
): DeferredPart<P> {
  // Loaded once, and again after a failure (lazyPart).
  const part = lazyPart(name, importer);
  let counted = false;
  // One promise for as long as the part waits: React asks for the same one on every render while it suspends.
  let waitingForCode: Promise<ComponentType<P>> | undefined;

  function Hydrated() {
    useEffect(() => {
      if (!counted) return;
      counted = false;
      partHydrated();
    }, []);
    return null;
  }

  function Content(props: P) {
    const Loaded = part.get();
    if (!Loaded && isDeferring() && !counted) {
      // Counted once, before anything is committed: <html data-parts="waiting"> from the first render on.
      counted = true;
      partWaits();
    }
    const Component =
      Loaded ??
      use(
        (waitingForCode ??= untilReader()
          .then(() => part.load())
          .finally(() => (waitingForCode = undefined))),
      );
    return (
      <>
        <Component {...props} />
        <Hydrated />
      </>
    );
  }

  function Deferred(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Content {...props} />
      </Suspense>
    );
  }

  return { Component: Deferred, load: () => part.load() };
}
