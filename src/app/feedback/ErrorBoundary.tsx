import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorFallback } from './ErrorFallback';
import { isLoadError } from './errorKinds';
import { LoadErrorMessage } from './LoadErrorMessage';

export interface ErrorBoundaryFallbackProps {
  error: unknown;
  /** Renders the children again. */
  reset: () => void;
}

export interface ErrorBoundaryProps {
  children?: ReactNode;
  /** Custom fallback; by default the section variant of the error fallback (or of the load-error message). */
  fallback?: (props: ErrorBoundaryFallbackProps) => ReactNode;
  /** When any of these change (e.g. `[location.pathname]`, an id), a shown error is cleared. */
  resetKeys?: readonly unknown[];
  onError?: (error: unknown, info: ErrorInfo) => void;
  /** Called after the error was cleared (reset, or a changed reset key). */
  onReset?: () => void;
}

interface ErrorBoundaryState {
  caught: { error: unknown } | null;
}

function changed(a: readonly unknown[] = [], b: readonly unknown[] = []): boolean {
  return a.length !== b.length || a.some((item, i) => !Object.is(item, b[i]));
}

/**
 * A React error boundary for a part of a page: the rest of the page stays usable when that part breaks. The default
 * fallback reports the error (ErrorFallback) and offers „Erneut versuchen“, which renders the part again.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { caught: null };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { caught: { error } };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  override componentDidUpdate(prevProps: ErrorBoundaryProps, prevState: ErrorBoundaryState): void {
    // Only when the error was already shown: the update that caught it must not reset it at once.
    if (this.state.caught && prevState.caught && changed(prevProps.resetKeys, this.props.resetKeys)) this.reset();
  }

  reset = (): void => {
    this.setState({ caught: null });
    this.props.onReset?.();
  };

  override render(): ReactNode {
    const { caught } = this.state;
    if (!caught) return this.props.children;
    const { error } = caught;
    if (this.props.fallback) return this.props.fallback({ error, reset: this.reset });
    return isLoadError(error) ? (
      <LoadErrorMessage error={error} onRetry={this.reset} variant="section" />
    ) : (
      <ErrorFallback error={error} onRetry={this.reset} variant="section" />
    );
  }
}
