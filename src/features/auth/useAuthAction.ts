import { useCallback, useRef, useState } from 'react';
import { describeAuthError, type AuthErrorMessage } from '../../auth/authErrors';

export interface AuthAction {
  /** Runs the request unless one is running already (a second click never sends twice); errors become German. */
  run<T>(work: () => Promise<T>): Promise<T | undefined>;
  isPending: boolean;
  error: AuthErrorMessage | null;
  /** For checks of the form itself (NewPasswordMismatch, SameEmail). */
  setError(error: AuthErrorMessage | null): void;
}

export function useAuthAction(): AuthAction {
  const running = useRef(false);
  const [isPending, setPending] = useState(false);
  const [error, setError] = useState<AuthErrorMessage | null>(null);
  const run = useCallback(async <T>(work: () => Promise<T>): Promise<T | undefined> => {
    if (running.current) return undefined;
    running.current = true;
    setPending(true);
    setError(null);
    try {
      return await work();
    } catch (caught) {
      const described = describeAuthError(caught);
      // Expected answers (wrong password …) are the user's to fix; anything else is worth a look in the log.
      if (described.kind === 'UnknownError' || described.kind === 'GenericCognitoError')
        console.warn('[Anmeldung]', caught);
      setError(described);
      return undefined;
    } finally {
      running.current = false;
      setPending(false);
    }
  }, []);
  return { run, isPending, error, setError };
}
