import { isRouteErrorResponse } from 'react-router-dom';
import { GraphQLResponseError, NetworkError } from '../../relay/fetchGraphQL';

/** A page's code chunk could not be fetched (offline, or a new deployment removed the old file). */
export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
      error.message,
    )
  );
}

/**
 * Errors where the page could not be loaded, not bugs of the app: the server unreachable or answering with something
 * unusable (NetworkError), errors without data (GraphQLResponseError), a thrown 5xx response, a missing code chunk.
 * They get „Die Seite konnte nicht geladen werden.“ with a retry, and are not reported as frontend errors.
 */
export function isLoadError(error: unknown): boolean {
  if (error instanceof NetworkError || error instanceof GraphQLResponseError) return true;
  if (error instanceof Error && (error.name === 'NetworkError' || error.name === 'GraphQLResponseError')) return true;
  if (isRouteErrorResponse(error)) return error.status >= 500;
  return isChunkLoadError(error);
}

export interface ErrorDescription {
  /** One line: name and message. */
  message: string;
  stack?: string;
}

/** What the „Details anzeigen“ part shows of anything that was thrown. */
export function describeError(error: unknown): ErrorDescription {
  if (isRouteErrorResponse(error)) {
    const body = typeof error.data === 'string' ? error.data : '';
    return { message: [`HTTP ${error.status}`, error.statusText, body].filter(Boolean).join(' – ') };
  }
  if (error instanceof Error) {
    const message = error.message ? `${error.name}: ${error.message}` : error.name;
    return { message, stack: error.stack || undefined };
  }
  if (typeof error === 'string') return { message: error };
  try {
    return { message: JSON.stringify(error) ?? String(error) };
  } catch {
    return { message: String(error) };
  }
}
