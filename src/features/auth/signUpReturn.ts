/**
 * Where a donor started signing up (the calculator result, a donation page), kept in this browser until the
 * confirmation link is followed — often in a new tab, where navigation state is gone. Only a path of this app.
 */
const KEY = 'klimahain:afterSignUp';

const isAppPath = (path: unknown): path is string =>
  typeof path === 'string' && path.startsWith('/') && !path.startsWith('//');

export function rememberSignUpReturn(path: string | null): void {
  try {
    if (path && isAppPath(path)) localStorage.setItem(KEY, path);
    else localStorage.removeItem(KEY);
  } catch {
    // Blocked storage: the donor lands on the overview instead.
  }
}

/** The kept path, removed on reading: it leads back once. */
export function takeSignUpReturn(): string | null {
  try {
    const path = localStorage.getItem(KEY);
    localStorage.removeItem(KEY);
    return isAppPath(path) ? path : null;
  } catch {
    return null;
  }
}
