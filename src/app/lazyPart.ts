import { useEffect, useRef, useSyncExternalStore, type ComponentType } from 'react';

/**
 * An interactive part of the page whose code (mostly react-aria) is not needed to show a page: its module is a chunk
 * of its own, fetched on demand instead of with the entry. Once loaded, the component renders synchronously (no
 * Suspense, no fallback flashing on later renders).
 */
export interface LazyPart<P extends object> {
  /** German, for the log when the chunk cannot be loaded. */
  readonly name: string;
  /** Starts loading the part (once; again after a failure). */
  load(): Promise<ComponentType<P>>;
  /** Starts loading ahead of use (the pointer is over the trigger …); a failure is left to the actual use. */
  preload(): void;
  /** The part's component once it has loaded. */
  get(): ComponentType<P> | undefined;
  subscribe(listener: () => void): () => void;
}

export function lazyPart<P extends object>(name: string, importer: () => Promise<ComponentType<P>>): LazyPart<P> {
  let component: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const listeners = new Set<() => void>();
  const part: LazyPart<P> = {
    name,
    load() {
      if (component) return Promise.resolve(component);
      pending ??= importer().then(
        (loaded) => {
          component = loaded;
          for (const listener of listeners) listener();
          return loaded;
        },
        (error: unknown) => {
          // A chunk that failed to load (network) is not remembered: the next load() tries again.
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    preload() {
      part.load().catch(() => {});
    },
    get: () => component,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return part;
}

/**
 * Loads the part for a use that is happening now, outside React (showToast(), openModal() …): a failure is logged
 * and `onError` runs; the next request tries again.
 */
export function requestPart<P extends object>(part: LazyPart<P>, onError?: (error: unknown) => void): void {
  if (part.get()) return;
  part.load().catch((error: unknown) => {
    console.error(`[${part.name}] konnte nicht geladen werden`, error);
    onError?.(error);
  });
}

/**
 * The part's component once it has loaded, else undefined; it does not start loading. For a host whose part is
 * requested by a store (requestPart), so the host itself needs no more than this to render it.
 */
export function useLoadedPart<P extends object>(part: LazyPart<P>): ComponentType<P> | undefined {
  return useSyncExternalStore(part.subscribe, part.get, part.get);
}

/**
 * The part's component once it has loaded, else undefined. Whenever `request` changes to a truthy value (a modal
 * opens, a toast arrives, the menu opens …) and the part has not loaded yet, loading starts after the render (in an
 * effect). When the chunk cannot be loaded the failure is logged and `onError` runs; the next request tries again.
 */
export function useLazyPart<P extends object>(
  part: LazyPart<P>,
  request: unknown,
  onError?: (error: unknown) => void,
): ComponentType<P> | undefined {
  const component = useLoadedPart(part);
  const onErrorRef = useRef(onError);
  useEffect(() => {
    onErrorRef.current = onError;
  });
  useEffect(() => {
    if (!request || part.get()) return;
    let active = true;
    requestPart(part, (error) => {
      if (active) onErrorRef.current?.(error);
    });
    return () => {
      active = false;
    };
  }, [part, request]);
  return component;
}
