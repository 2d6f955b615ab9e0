// A small "copy" button next to a value (seeds, hashes): copies it with the spec's toasts.
import { copyText } from '@/lib/clipboard';

export function CopyButton({ value, label }: { value: string; label: string }) {
  return (
    <button
      type="button"
      className="button button--ghost copy-button"
      aria-label={label}
      title={label}
      onClick={() => void copyText(value)}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="14" height="14">
        <path
          fill="currentColor"
          d="M16 1H4a2 2 0 0 0-2 2v14h2V3h12V1zm3 4H8a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2zm0 16H8V7h11v14z"
        />
      </svg>
    </button>
  );
}
