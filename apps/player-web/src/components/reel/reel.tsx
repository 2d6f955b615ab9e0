// One case-opening reel: spins the strip, slows down and stops with the drawn item under the marker,
// then flashes the item's rarity colour (covert and gold drops get the big celebration). In instant
// mode (quick open, or the player prefers reduced motion) it shows the landed strip without spinning.
// Shared: a box page shows one per item opened, a battle one per seat and round.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { ItemCard, rarityColor, type ItemCardData } from '@/components/ui/item-card';
import { revealFor } from './rarity-reveal';
import { indexAtOffset, reelOffset, WIN_INDEX, type ReelGeometry } from './reel-geometry';
import './reel.css';

interface ReelProps {
  strip: readonly ItemCardData[];
  durationMs: number;
  /** Land at once, without the spin (quick open, reduced motion). */
  instant: boolean;
  /** Jump straight to the end of a spin already running. */
  skip: boolean;
  onLanded: () => void;
  /** Called each time a card passes the marker while spinning (the tick sound). */
  onTick?: () => void;
  /** Said once landed (for screen readers too), e.g. "Landed on AK-47 | Redline"; none when omitted. */
  landedText?: string;
  className?: string;
}

type Phase = 'ready' | 'spinning' | 'landed';

const SETTLE_MS = 450;

export function Reel({ strip, durationMs, instant, skip, onLanded, onTick, landedText, className }: ReelProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const trackRef = useRef<HTMLDivElement>(null);
  const [phase, setPhase] = useState<Phase>('ready');
  const [offset, setOffset] = useState(0);
  const [spun, setSpun] = useState(false);
  const landedRef = useRef(false);
  const onLandedRef = useRef(onLanded);
  onLandedRef.current = onLanded;
  const onTickRef = useRef(onTick);
  onTickRef.current = onTick;
  const [jitter] = useState(() => Math.random() - 0.5);

  const land = () => {
    if (landedRef.current) return;
    landedRef.current = true;
    setPhase('landed');
    onLandedRef.current();
  };

  const geometry = (): ReelGeometry | null => {
    const container = containerRef.current;
    const track = trackRef.current;
    const card = track?.children[0] as HTMLElement | undefined;
    if (!container || !track || !card) return null;
    const gap = parseFloat(getComputedStyle(track).columnGap || '0') || 0;
    return { containerWidth: container.clientWidth, cardWidth: card.offsetWidth, gap };
  };

  const target = (withJitter = jitter) => {
    const measured = geometry();
    return measured ? reelOffset(measured, WIN_INDEX, withJitter) : 0;
  };

  useLayoutEffect(() => {
    if (instant) {
      // Before the first paint: the strip appears already landed, nothing moves.
      land();
      return;
    }
    // Start on the next frame so the browser sees the move from 0 and animates it.
    const frame = requestAnimationFrame(() => {
      setOffset(target());
      setSpun(true);
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

  useEffect(() => {
    // Ticks follow the strip as it really moves: they come fast, then slow down with it.
    if (phase !== 'spinning' || skip || !onTickRef.current) return;
    const measured = geometry();
    const track = trackRef.current;
    if (!measured || !track) return;
    let last = indexAtOffset(measured, 0);
    let frame = requestAnimationFrame(function follow() {
      const transform = getComputedStyle(track).transform;
      const x = transform && transform !== 'none' ? new DOMMatrixReadOnly(transform).m41 : 0;
      const index = indexAtOffset(measured, x);
      if (index !== last) {
        last = index;
        onTickRef.current?.();
      }
      frame = requestAnimationFrame(follow);
    });
    return () => cancelAnimationFrame(frame);
  }, [phase, skip]);

  const winner = strip[WIN_INDEX];
  const reveal = winner ? revealFor(winner.lv) : 'normal';
  const landed = phase === 'landed';
  // Once landed the strip settles with the winner dead centre.
  const x = phase === 'ready' ? 0 : landed ? target(0) : skip ? target() : offset;
  const transition =
    phase === 'spinning' && !skip
      ? `transform ${durationMs}ms cubic-bezier(0.12, 0.72, 0.1, 1)`
      : landed && spun && !skip
        ? `transform ${SETTLE_MS}ms cubic-bezier(0.3, 1.4, 0.6, 1)`
        : 'none';
  return (
    <div
      className={`reel${landed ? ` reel--landed reel--${reveal}` : ''}${className ? ` ${className}` : ''}`}
      ref={containerRef}
      data-testid="reel"
      data-state={phase}
      data-reveal={landed ? reveal : undefined}
      style={winner ? { ['--rarity' as string]: rarityColor(winner.lv) } : undefined}
    >
      <div className="reel__marker" aria-hidden="true" />
      {landed && reveal === 'jackpot' && <div className="reel__burst" aria-hidden="true" />}
      <div
        className="reel__track"
        ref={trackRef}
        style={{ transform: `translate3d(${x}px, 0, 0)`, transition }}
        onTransitionEnd={(event) => {
          if (event.target === trackRef.current && phase === 'spinning') land();
        }}
        aria-hidden={!landed}
      >
        {strip.map((item, index) => (
          <ItemCard
            key={index}
            item={item}
            compact
            className={`reel__card${index === WIN_INDEX && landed ? ' reel__card--winner' : ''}`}
          />
        ))}
      </div>
      {landed && landedText && (
        <p className="reel__landed" data-testid="reel-landed">
          {landedText}
        </p>
      )}
    </div>
  );
}
