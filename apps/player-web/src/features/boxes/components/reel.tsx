// One case-opening reel: spins the strip and stops with the drawn item under the marker.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ItemCard, type ItemCardData } from '@/components/ui/item-card';
import { reelOffset, WIN_INDEX } from '../reel';

interface ReelProps {
  strip: readonly ItemCardData[];
  durationMs: number;
  /** Jump straight to the end. */
  skip: boolean;
  onLanded: () => void;
}

type Phase = 'ready' | 'spinning' | 'landed';

export function Reel({ strip, durationMs, skip, onLanded }: ReelProps) {
  const { t } = useTranslation('boxes');
  const containerRef = useRef<HTMLDivElement>(null);
  const trackRef = useRef<HTMLDivElement>(null);
  const [phase, setPhase] = useState<Phase>('ready');
  const [offset, setOffset] = useState(0);
  const landedRef = useRef(false);
  const onLandedRef = useRef(onLanded);
  onLandedRef.current = onLanded;
  const [jitter] = useState(() => Math.random() - 0.5);

  const land = () => {
    if (landedRef.current) return;
    landedRef.current = true;
    setPhase('landed');
    onLandedRef.current();
  };

  const target = () => {
    const container = containerRef.current;
    const card = trackRef.current?.children[0] as HTMLElement | undefined;
    if (!container || !card) return 0;
    const gap = parseFloat(getComputedStyle(trackRef.current!).columnGap || '0') || 0;
    return reelOffset({ containerWidth: container.clientWidth, cardWidth: card.offsetWidth, gap }, WIN_INDEX, jitter);
  };

  useLayoutEffect(() => {
    // Start on the next frame so the browser sees the move from 0 and animates it.
    const frame = requestAnimationFrame(() => {
      setOffset(target());
      setPhase('spinning');
    });
    return () => cancelAnimationFrame(frame);
  }, []);

  useEffect(() => {
    if (phase !== 'spinning') return;
    // transitionend does not fire in a hidden tab: land by time as well.
    const timer = setTimeout(land, skip ? 0 : durationMs + 400);
    return () => clearTimeout(timer);
  }, [phase, skip, durationMs]);

  const winner = strip[WIN_INDEX];
  const instant = skip || phase === 'landed';
  return (
    <div className="reel" ref={containerRef} data-testid="reel" data-state={phase}>
      <div className="reel__marker" aria-hidden="true" />
      <div
        className="reel__track"
        ref={trackRef}
        style={{
          transform: `translate3d(${phase === 'ready' ? 0 : skip ? target() : offset}px, 0, 0)`,
          transition:
            phase === 'spinning' && !instant ? `transform ${durationMs}ms cubic-bezier(0.08, 0.6, 0.12, 1)` : 'none',
        }}
        onTransitionEnd={(event) => {
          if (event.target === trackRef.current) land();
        }}
        aria-hidden={phase !== 'landed'}
      >
        {strip.map((item, index) => (
          <ItemCard
            key={index}
            item={item}
            compact
            className={`reel__card${index === WIN_INDEX && phase === 'landed' ? ' reel__card--winner' : ''}`}
          />
        ))}
      </div>
      {phase === 'landed' && winner && (
        <p className="reel__landed" data-testid="reel-landed">
          {t('reel.landed', { name: winner.name })}
        </p>
      )}
    </div>
  );
}
