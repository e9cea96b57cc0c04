import { lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
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
  /*
   * The code as a React.lazy component, not through use(): a render that suspended on use() must call use() again
   * when it is retried, and a part whose code is there by then did not — React's dev warning „called use() to
   * suspend … did not call use()“. Calling use() with the settled code on every render instead broke the header's
   * tests under act. A lazy type suspends only on its first render and is resolved for good after that.
   */
  const codeOf = () =>
    lazy(() => {
      const loaded = part.get();
      // Already there (the server, navigation, a later mount): handed over at once — a thenable that calls back
      // synchronously lets React render the part without suspending.
      if (loaded)
        return {
          then: (resolve: (module: { default: ComponentType<P> }) => void) => resolve({ default: loaded }),
        } as Promise<{ default: ComponentType<P> }>;
      return untilReader()
        .then(() => part.load())
        .then(
          (Component) => ({ default: Component }),
          (error: unknown) => {
            // A lazy type keeps its failure: the next render gets a fresh one, which tries again.
            Code = codeOf();
            throw error;
          },
        );
    });
  let Code = codeOf();

  function Hydrated() {
    useEffect(() => {
      if (!counted) return;
      counted = false;
      partHydrated();
    }, []);
    return null;
  }

  function Content(props: P) {
    if (!part.get() && isDeferring() && !counted) {
      // Counted once, before anything is committed: <html data-parts="waiting"> from the first render on.
      counted = true;
      partWaits();
    }
    const Component = Code;
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
