// The opener's sounds, synthesised with the Web Audio API (no audio files): a short tick as each
// card passes the marker, a chime when a reel lands and a brighter fanfare for covert and gold drops.
// The AudioContext is created on the player's click (browsers start audio only after a gesture) and
// never while muted.
import type { Reveal } from '@/components/reel/rarity-reveal';

type AudioContextClass = typeof AudioContext;

function audioContextClass(): AudioContextClass | null {
  if (typeof window === 'undefined') return null;
  const scope = window as unknown as { AudioContext?: AudioContextClass; webkitAudioContext?: AudioContextClass };
  return scope.AudioContext ?? scope.webkitAudioContext ?? null;
}

/** C major pentatonic steps (Hz) the chimes are built from. */
const NOTES = { c5: 523.25, e5: 659.25, g5: 783.99, a5: 880, c6: 1046.5, e6: 1318.51, g6: 1567.98 };

export class OpeningSound {
  private context: AudioContext | null = null;
  private lastTick = 0;

  constructor(private readonly isMuted: () => boolean) {}

  /** Call from a click: creates or resumes the audio context so later sounds may play. */
  unlock(): void {
    if (this.isMuted()) return;
    const context = this.ensureContext();
    if (context?.state === 'suspended') void context.resume().catch(() => undefined);
  }

  /** A card passed the marker. */
  tick(): void {
    const context = this.playable();
    if (!context) return;
    // At full speed cards pass faster than a tick is worth: at most one every 28 ms.
    if (context.currentTime - this.lastTick < 0.028) return;
    this.lastTick = context.currentTime;
    this.tone(context, { type: 'triangle', from: 2200, to: 1100, start: 0, length: 0.035, volume: 0.06 });
  }

  /** A reel (or all of them) landed: the sound matches the grandest drop. */
  reveal(kind: Reveal): void {
    const context = this.playable();
    if (!context) return;
    if (kind === 'jackpot') {
      // A rising arpeggio, then a held bright chord with a little shimmer.
      [NOTES.c5, NOTES.e5, NOTES.g5, NOTES.c6].forEach((note, index) =>
        this.tone(context, { type: 'square', from: note, start: index * 0.085, length: 0.16, volume: 0.05 }),
      );
      [NOTES.c6, NOTES.e6, NOTES.g6].forEach((note) =>
        this.tone(context, { type: 'sine', from: note, start: 0.34, length: 1.1, volume: 0.09, vibrato: 6 }),
      );
      this.tone(context, { type: 'triangle', from: NOTES.c5 / 2, start: 0.34, length: 0.9, volume: 0.12 });
      return;
    }
    const [low, high] = kind === 'rare' ? [NOTES.g5, NOTES.c6] : [NOTES.c5, NOTES.g5];
    this.tone(context, { type: 'sine', from: low, start: 0, length: 0.22, volume: 0.12 });
    this.tone(context, { type: 'sine', from: high, start: 0.09, length: kind === 'rare' ? 0.5 : 0.32, volume: 0.1 });
  }

  /** Releases the audio context (the page left). */
  close(): void {
    void this.context?.close().catch(() => undefined);
    this.context = null;
  }

  private ensureContext(): AudioContext | null {
    if (this.context) return this.context;
    const Context = audioContextClass();
    if (!Context) return null;
    try {
      this.context = new Context();
    } catch {
      this.context = null;
    }
    return this.context;
  }

  private playable(): AudioContext | null {
    if (this.isMuted()) return null;
    const context = this.context;
    return context && context.state !== 'closed' ? context : null;
  }

  private tone(
    context: AudioContext,
    note: {
      type: OscillatorType;
      from: number;
      to?: number;
      start: number;
      length: number;
      volume: number;
      vibrato?: number;
    },
  ): void {
    const at = context.currentTime + note.start;
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = note.type;
    oscillator.frequency.setValueAtTime(note.from, at);
    if (note.to) oscillator.frequency.exponentialRampToValueAtTime(note.to, at + note.length);
    if (note.vibrato) {
      const wobble = context.createOscillator();
      const depth = context.createGain();
      wobble.frequency.value = note.vibrato;
      depth.gain.value = note.from * 0.006;
      wobble.connect(depth).connect(oscillator.frequency);
      wobble.start(at);
      wobble.stop(at + note.length);
    }
    // Quick attack, exponential release: no clicks.
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(note.volume, at + 0.008);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + note.length);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(at);
    oscillator.stop(at + note.length + 0.02);
  }
}
