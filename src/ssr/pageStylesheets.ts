/** The class names a stylesheet defines (CSS modules make them unique per source file). */
export function classesOf(css: string): Set<string> {
  return new Set([...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]));
}

/** The class names the markup uses. */
export function classesIn(html: string): Set<string> {
  return new Set([...html.matchAll(/\sclass="([^"]*)"/g)].flatMap((match) => match[1].split(/\s+/).filter(Boolean)));
}

/**
 * The build's stylesheets a prerendered page needs beyond the entry's: those defining a class the markup uses (the
 * page's own CSS and shared pieces' like Button's). Vite would add them only once the page's code has loaded — the
 * prerendered HTML would show unstyled and then jump.
 */
export function pageStylesheets(
  html: string,
  stylesheets: ReadonlyMap<string, Set<string>>,
  linked: ReadonlySet<string>,
): string[] {
  const used = classesIn(html);
  return [...stylesheets]
    .filter(([href, classes]) => !linked.has(href) && [...classes].some((name) => used.has(name)))
    .map(([href]) => href)
    .sort();
}
