/** Placeholder; replaced by the shell error page. */
export function ShellErrorPage() {
  return <p role="alert">Etwas ist schief gelaufen</p>;
}
