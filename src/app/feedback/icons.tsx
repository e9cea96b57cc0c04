/** Small decorative icons of the feedback components (hidden from assistive technology). */

export function CloseIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}

export function ToneIcon({ tone }: { tone: 'success' | 'error' | 'info' }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="11" fill="currentColor" />
      {tone === 'success' ? (
        <path
          d="M7 12.5l3.2 3.2L17 9"
          fill="none"
          stroke="white"
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ) : tone === 'error' ? (
        <path d="M12 6.5v7M12 17.2v.3" fill="none" stroke="white" strokeWidth="2.4" strokeLinecap="round" />
      ) : (
        <path d="M12 10.8v6.7M12 6.7v.3" fill="none" stroke="white" strokeWidth="2.4" strokeLinecap="round" />
      )}
    </svg>
  );
}
