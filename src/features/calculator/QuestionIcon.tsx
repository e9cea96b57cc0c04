/** Line icons for the catalog's icon names (decorative: the question's title says the same). */
const PATHS: Record<string, string> = {
  car: 'M3 13l2-5a2 2 0 0 1 2-1.3h10A2 2 0 0 1 19 8l2 5v4h-2M5 17H3v-4h18M7.5 17a1.5 1.5 0 1 0 0 .01M16.5 17a1.5 1.5 0 1 0 0 .01M9 17h6',
  'plane-short': 'M2 16l8-3V6a2 2 0 0 1 4 0v7l8 3v2l-8-2v3l2 1.5V22l-4-1-4 1v-1.5L10 19v-3l-8 2z',
  'plane-long': 'M2 16l8-3V6a2 2 0 0 1 4 0v7l8 3v2l-8-2v3l2 1.5V22l-4-1-4 1v-1.5L10 19v-3l-8 2zM17 4h5M19.5 1.5v5',
  plate: 'M12 4a8 8 0 1 0 0 16 8 8 0 0 0 0-16zM12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8z',
  // Red meat: a cut seen from above — wide, uneven, the rim of fat along its edge and the round bone.
  steak:
    'M3.5 13c-.5-4.5 3-8 7.5-8 2.5 0 3.5 1 5.5 1 2.5 0 4.5 1.5 4.5 4 0 5-5 9-10.5 9-3.5 0-6.7-2.2-7-6zM6.6 15.8c1.1 1 2.6 1.4 4.1 1.4 4.5 0 7.8-3.2 7.8-6.9M10 9.4a1.8 1.8 0 1 0 0 .01',
  // Poultry: a chicken leg — the rounded meat narrowing into the bone, the bone's knobbed end.
  drumstick:
    'M10.9 11.9C8.4 8.6 10.2 3.9 14.2 3.4c3.7-.5 6.8 2.3 6.3 6-.5 3.5-4.4 5.8-8.4 4.2M10.9 11.9L5.9 16.9M12.1 13.6L7.1 18.6M5.9 16.9a1.6 1.6 0 1 0-.6 2.7 1.6 1.6 0 1 0 1.8-1M14.4 6.6c1.3-.5 2.8-.2 3.7.8',
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
