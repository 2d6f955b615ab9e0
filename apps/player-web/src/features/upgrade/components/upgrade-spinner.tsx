// The upgrade dial: the success arc (rate of 10,000 ticks, clockwise from the top) and a pointer
// that turns a few times and stops on the drawn roll (spinner-angle.ts), so it lands on success
// exactly when the draw succeeded.
import { useEffect, useState } from 'react';
import { arcPath, spinRotation, successArcEnd } from '../spinner-angle';

export const UPGRADE_SPIN_MS = 3_000;

interface UpgradeSpinnerProps {
  rate: number;
  /** The roll to land on, with a key that changes per attempt; null: at rest. */
  landing: { key: string; roll: number } | null;
  onLanded?: () => void;
  children?: React.ReactNode;
}

export function UpgradeSpinner({ rate, landing, onLanded, children }: UpgradeSpinnerProps) {
  const [rotation, setRotation] = useState(0);
  useEffect(() => {
    if (!landing) {
      setRotation(0);
      return;
    }
    setRotation(0);
    const start = requestAnimationFrame(() => requestAnimationFrame(() => setRotation(spinRotation(landing.roll))));
    const done = setTimeout(() => onLanded?.(), UPGRADE_SPIN_MS);
    return () => {
      cancelAnimationFrame(start);
      clearTimeout(done);
    };
    // onLanded is the caller's; only a new attempt (key) restarts the spin.
  }, [landing?.key]);

  return (
    <div className="upgrade-dial" data-testid="upgrade-dial">
      <svg viewBox="0 0 200 200" role="img" aria-label={`${(rate / 100).toFixed(2)}%`}>
        <circle cx="100" cy="100" r="86" className="upgrade-dial__track" />
        <path d={arcPath(100, 100, 86, 0, successArcEnd(rate))} className="upgrade-dial__success" />
        <g
          className="upgrade-dial__pointer"
          data-testid="upgrade-pointer"
          data-rotation={rotation}
          style={{
            transform: `rotate(${rotation}deg)`,
            transition: rotation === 0 ? 'none' : `transform ${UPGRADE_SPIN_MS}ms cubic-bezier(0.15, 0.6, 0.2, 1)`,
          }}
        >
          <line x1="100" y1="100" x2="100" y2="22" />
          <circle cx="100" cy="22" r="5" />
        </g>
      </svg>
      <div className="upgrade-dial__centre">{children}</div>
    </div>
  );
}
