// An on/off switch of the opener (quick open, mute): a button with the switch role, so its state is
// announced and testable as checked or not.
import type { ReactNode } from 'react';

interface OpeningSwitchProps {
  label: string;
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  icon: ReactNode;
}

export function OpeningSwitch({ label, hint, checked, onChange, icon }: OpeningSwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      className="opening-switch"
      title={hint}
      onClick={() => onChange(!checked)}
    >
      <span className="opening-switch__icon" aria-hidden="true">
        {icon}
      </span>
      <span className="opening-switch__label">{label}</span>
      <span className="opening-switch__track" aria-hidden="true">
        <span className="opening-switch__knob" />
      </span>
    </button>
  );
}

export function SpeakerIcon({ muted }: { muted: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M4 9v6h4l5 4V5L8 9H4z" fill="currentColor" stroke="none" />
      {muted ? (
        <path d="M16 9l5 6M21 9l-5 6" strokeLinecap="round" />
      ) : (
        <path d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12" strokeLinecap="round" />
      )}
    </svg>
  );
}

export function BoltIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" fill="currentColor">
      <path d="M13 2L4 14h6l-1 8 9-12h-6l1-8z" />
    </svg>
  );
}
