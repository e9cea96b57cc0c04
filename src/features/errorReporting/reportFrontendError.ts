import type { Environment } from 'relay-runtime';
import type { FrontendError } from '../../__generated__/reportFrontendErrorMutation.graphql';

/** What the backend stores about an error: message, stack, page and browser (schema `FrontendError`). */
export function toFrontendError(error: unknown): FrontendError {
  const isError = error instanceof Error;
  let message: string;
  if (isError) message = error.message || error.name;
  else if (typeof error === 'string') message = error;
  else {
    try {
      message = JSON.stringify(error) ?? String(error);
    } catch {
      message = String(error);
    }
  }
  return {
    message: message || 'Unbekannter Fehler',
    stacktrace: isError && error.stack ? error.stack : null,
    url: typeof location === 'undefined' ? null : location.href,
    userAgent: typeof navigator === 'undefined' ? null : navigator.userAgent,
  };
}

/**
 * Sends one error report to the backend (spec §8: the fallback's error is reported). Uses `commitMutation` on the
 * session's environment directly, not a hook, so it works while React trees are broken. The mutation and Relay are
 * imported on use: the error path brings no Relay into the page until an error is reported. Never throws and never
 * rejects: a failed report only warns on the console, so the error fallback itself cannot break. Resolves to whether
 * the backend accepted the report.
 */
export function reportFrontendError(error: unknown, environment?: Environment): Promise<boolean> {
  return new Promise((resolve) => {
    const fail = (cause: unknown) => {
      console.warn('[Fehlerbericht] Der Fehler konnte nicht gemeldet werden.', cause);
      resolve(false);
    };
    // Taken now: the page the error happened on, not the one shown once the code has loaded.
    const frontendError = toFrontendError(error);
    import('./reportFrontendError.mutation').then(({ commitReport }) => {
      try {
        commitReport(frontendError, environment, {
          onCompleted: (accepted, errors) => {
            if (errors?.length) fail(errors);
            else resolve(accepted);
          },
          onError: fail,
        });
      } catch (cause) {
        fail(cause);
      }
    }, fail);
  });
}

const reported = new WeakSet<object>();

/**
 * Reports an error unless this very error object was reported before (React may render a fallback twice for one
 * error: StrictMode, a remount, a second boundary). Primitive throws cannot be recognised again; callers dedupe those
 * per component (see useReportError).
 */
export function reportErrorOnce(error: unknown): void {
  if (typeof error === 'object' && error !== null) {
    if (reported.has(error)) return;
    reported.add(error);
  }
  void reportFrontendError(error);
}
