import { BREAKPOINTS, type Breakpoint } from '../src/styles/breakpoints';

const LABELS: Record<Breakpoint, string> = {
  xs: 'xs · Telefon',
  sm: 'sm · großes Telefon',
  md: 'md · Tablet hochkant',
  lg: 'lg · Tablet quer',
  xl: 'xl · Laptop',
  xxl: 'xxl · großer Bildschirm',
};

/**
 * Storybook's viewport menu holds the spec's breakpoints (docs/product.md §9), each at its width — the widths where the
 * CSS changes layout (src/styles/breakpoints.css).
 */
export const SPEC_VIEWPORTS = Object.fromEntries(
  (Object.entries(BREAKPOINTS) as [Breakpoint, number][]).map(([name, width]) => [
    name,
    {
      name: `${LABELS[name]} (${width} px)`,
      styles: { width: `${width}px`, height: width < BREAKPOINTS.lg ? '844px' : '900px' },
      type: width < BREAKPOINTS.md ? 'mobile' : width < BREAKPOINTS.xl ? 'tablet' : 'desktop',
    },
  ]),
);
