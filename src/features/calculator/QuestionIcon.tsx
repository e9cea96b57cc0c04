/** Line icons for the catalog's icon names (decorative: the question's title says the same). */
const PATHS: Record<string, string> = {
  car: 'M3 13l2-5a2 2 0 0 1 2-1.3h10A2 2 0 0 1 19 8l2 5v4h-2M5 17H3v-4h18M7.5 17a1.5 1.5 0 1 0 0 .01M16.5 17a1.5 1.5 0 1 0 0 .01M9 17h6',
  'plane-short': 'M2 16l8-3V6a2 2 0 0 1 4 0v7l8 3v2l-8-2v3l2 1.5V22l-4-1-4 1v-1.5L10 19v-3l-8 2z',
  'plane-long': 'M2 16l8-3V6a2 2 0 0 1 4 0v7l8 3v2l-8-2v3l2 1.5V22l-4-1-4 1v-1.5L10 19v-3l-8 2zM17 4h5M19.5 1.5v5',
  plate: 'M12 4a8 8 0 1 0 0 16 8 8 0 0 0 0-16zM12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8z',
  steak: 'M5 9c0-3 3-5 7-5s8 2 8 6-3 9-8 9c-3 0-4-2-4-4 0-1.5-3-2-3-6zM13 9a2 2 0 1 0 0 .01',
  drumstick:
    'M15 3a6 6 0 0 1 0 12c-1 0-2 .5-2.7 1.3L9 19.5a2 2 0 1 1-3-3l3.2-3.3c.8-.7 1.3-1.7 1.3-2.7A6 6 0 0 1 15 3z',
  cheese: 'M3 11l14-6 4 6v8H3zM3 11h18M8 15a1 1 0 1 0 0 .01M15 16a1.5 1.5 0 1 0 0 .01',
  house: 'M3 11l9-7 9 7M5 9.5V20h14V9.5M10 20v-6h4v6',
};

export interface QuestionIconProps {
  name: string;
  className?: string;
}

export function QuestionIcon({ name, className }: QuestionIconProps) {
  const path = PATHS[name] ?? PATHS.plate;
  return (
    <svg className={className} viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      <path d={path} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
