import type { ReactNode } from 'react';
import { useReportError } from '../../features/errorReporting/useReportError';
import { isLoadError } from './errorKinds';
import { ErrorBoundary } from './ErrorBoundary';
import { Alert } from '../../ui/Alert';

export interface OptionalPartProps {
  children?: ReactNode;
  /** What the donor reads in the part's place, e.g. „Verschenken geht gerade nicht …“: what still works. */
  unavailable: string;
  /** Told once the part broke, so the form stops counting on it (e.g. sends no gift). */
  onError?: () => void;
  /** Replaces the backend report (stories, tests). */
  reporter?: (error: unknown) => void;
}

/**
 * A part of a page the donor can do without (the gift, the tree presets): when it breaks — its code does not load,
 * a browser lacks what it needs — a German note stands in its place and the rest of the form keeps working. A bug
 * is reported; a chunk that did not load is the network's, not ours.
 */
export function OptionalPart({ children, unavailable, onError, reporter }: OptionalPartProps) {
  return (
    <ErrorBoundary
      onError={onError}
      fallback={({ error }) => <Unavailable error={error} text={unavailable} reporter={reporter} />}
    >
      {children}
    </ErrorBoundary>
  );
}

function Unavailable({ error, text, reporter }: { error: unknown; text: string; reporter?: (error: unknown) => void }) {
  useReportError(error, { enabled: !isLoadError(error), reporter });
  return <Alert tone="info">{text}</Alert>;
}
