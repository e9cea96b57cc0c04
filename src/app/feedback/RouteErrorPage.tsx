/** Placeholder; replaced by the route error page. */
export function RouteErrorPage() {
  return <p role="alert">Etwas ist schief gelaufen</p>;
}
