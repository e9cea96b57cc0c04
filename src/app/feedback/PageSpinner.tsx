/** Placeholder; replaced by the full-screen spinner. */
export function PageSpinner() {
  return <p role="status">Wird geladen …</p>;
}
