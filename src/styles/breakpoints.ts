/** The spec's breakpoints in px (docs/product.md §9), as src/styles/breakpoints.css names them for the CSS. */
export const BREAKPOINTS = { xs: 390, sm: 640, md: 768, lg: 1024, xl: 1280, xxl: 1536 } as const;

export type Breakpoint = keyof typeof BREAKPOINTS;
