/** A wallet's own refresh: a 44 px icon button named for the wallet it reads again. */
export function RefreshButton({ label, busy, onRefresh }: { label: string; busy: boolean; onRefresh(): void }) {
  return (
    <button
      type="button"
      className="csh-wallet__refresh"
      aria-label={label}
      aria-busy={busy}
      disabled={busy}
      onClick={onRefresh}
    >
      <svg
        className={busy ? 'csh-wallet__refresh-icon csh-wallet__refresh-icon--busy' : 'csh-wallet__refresh-icon'}
        width="20"
        height="20"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden
      >
        <path d="M20 12a8 8 0 1 1-2.34-5.66" />
        <path d="M20 4v5h-5" />
      </svg>
    </button>
  );
}
