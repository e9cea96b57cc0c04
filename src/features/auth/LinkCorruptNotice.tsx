import type { ReactNode } from 'react';
import { AUTH_MESSAGES } from '../../auth/authErrors';
import { Alert } from '../../ui/Alert';

export interface LinkCorruptNoticeProps {
  /** Where to get a new link. */
  children?: ReactNode;
}

/** Spec §8 LinkCorrupt: a mail link without (or with a garbled) code or username. */
export function LinkCorruptNotice({ children }: LinkCorruptNoticeProps) {
  return (
    <Alert tone="error">
      <p>{AUTH_MESSAGES.LinkCorrupt}</p>
      {children ? <p>{children}</p> : null}
    </Alert>
  );
}
