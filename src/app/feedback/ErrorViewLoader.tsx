import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { AppReady } from '../appReady';
import { ErrorNotice } from './ErrorNotice';

export interface ErrorViewLoaderProps {
  /** The error view, a React.lazy component: its code is loaded only when an error is shown. */
  children: ReactNode;
  /** The shell's tier: the notice stands in for the whole page, header, content and footer. */
  isShell?: boolean;
  /** Called when the view could not be loaded (or broke) and the notice stays. */
  onFailed?: () => void;
}

interface ErrorViewLoaderState {
  failed: boolean;
}

/**
 * Shows ErrorNotice while an error view's code loads, and keeps showing it when the code cannot be loaded (or the
 * view itself breaks): without this boundary such an error would climb past the errorElement, from the shell's to a
 * blank page.
 */
export class ErrorViewLoader extends Component<ErrorViewLoaderProps, ErrorViewLoaderState> {
  override state: ErrorViewLoaderState = { failed: false };

  static getDerivedStateFromError(): ErrorViewLoaderState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('[Fehlerseite] konnte nicht angezeigt werden', error, info.componentStack);
    this.props.onFailed?.();
  }

  override render(): ReactNode {
    const { children, isShell = false } = this.props;
    const { failed } = this.state;
    const notice = <ErrorNotice failed={failed} />;
    const shown = isShell ? (
      <main id="inhalt">
        {/* The shell's parts never mark the app ready: a notice that stays is the finished page. */}
        {failed ? <AppReady /> : null}
        {notice}
      </main>
    ) : (
      notice
    );
    return failed ? shown : <Suspense fallback={shown}>{children}</Suspense>;
  }
}
