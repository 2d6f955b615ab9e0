// A finish's paint: a pattern and palette chosen from the finish's name (camo for "Sand Dune", a web
// for "Crimson Web", hexagons for "Electric Hive", a fade for "Fade"/"Doppler"...), laid out by a
// random generator seeded from the model and finish, so every wear of a skin shows the same paint and
// the same item always the same picture. Wear adds scratches seeded from the item.
import type { Box } from './geometry';

/** FNV-1a, 32 bits. */
export function hash(text: string): number {
  let value = 0x811c9dc5;
  for (const char of text) {
    value ^= char.codePointAt(0) ?? 0;
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

/** mulberry32: a small deterministic generator in [0, 1). */
export function randomFrom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type PatternKind =
  'camo' | 'digital' | 'stripes' | 'hex' | 'fade' | 'web' | 'tiger' | 'waves' | 'shards' | 'splatter' | 'plain';

const PATTERN_WORDS: [RegExp, PatternKind][] = [
  [/web/i, 'web'],
  [/fade|doppler|gamma|marble|lore/i, 'fade'],
  [/tiger|snake|boa|python|kimono/i, 'tiger'],
  [/hive|hex|honey|carbon/i, 'hex'],
  [/ddpat|digital|pixel|urban|storm|magnesium/i, 'digital'],
  [/sand|desert|forest|sage|predator|mesh|dune|jungle|safari|leaves|night|woodland/i, 'camo'],
  [/line|stripe|slash|pandora|elite|guardian/i, 'stripes'],
  [/asiimov|decimator|cortex|mecha|neo|conspiracy|atheris|orion|abyss|vulcan|frontside|ply/i, 'shards'],
  [/blood|slaughter|beast|kill|water|spray|isaac|spearmint|candy|armor/i, 'splatter'],
];

const ROTATION: PatternKind[] = ['camo', 'digital', 'stripes', 'hex', 'waves', 'shards', 'splatter', 'tiger'];

export function patternOf(finish: string): PatternKind {
  if (!finish) return 'plain';
  for (const [words, kind] of PATTERN_WORDS) if (words.test(finish)) return kind;
  return ROTATION[hash(finish) % ROTATION.length];
}

/** Three colours a finish is painted in: ground, main, accent. */
const PALETTE_WORDS: [RegExp, [string, string, string]][] = [
  [/redline/i, ['#17181c', '#2b2d33', '#e0242e']],
  [/asiimov/i, ['#f2f2ee', '#ff7a1a', '#1b1b1f']],
  [/vulcan/i, ['#e9eef5', '#2b6fd6', '#15171c']],
  [/doppler/i, ['#17101f', '#c2186b', '#2d5bff']],
  [/fade/i, ['#f2d23b', '#e6479a', '#7a3fd6']],
  [/lore/i, ['#6b4a12', '#e3b23c', '#fff2c2']],
  [/tiger/i, ['#e0a43a', '#6b3a10', '#f7d27a']],
  [/crimson|blood|slaughter|redl/i, ['#2a0d10', '#c81d2a', '#ff6b6b']],
  [/hive|electric/i, ['#0e2233', '#2ab0ff', '#ffd23f']],
  [/hyper beast/i, ['#21c7a8', '#ff3d7f', '#fff04a']],
  [/pandora/i, ['#2a0f3d', '#8d3ae0', '#f2c14e']],
  [/king snake/i, ['#f1efe6', '#1b1b1e', '#c4a25a']],
  [/kimono/i, ['#5a0e16', '#d13a3a', '#f1d6a0']],
  [/spearmint/i, ['#e9f5ef', '#3cb48a', '#1c3b33']],
  [/neo-noir/i, ['#101014', '#e8e8ea', '#e3272e']],
  [/kill confirmed/i, ['#1a1c21', '#f0ede4', '#d02828']],
  [/orion/i, ['#0f1a3a', '#3c6cf0', '#f2f4ff']],
  [/atheris/i, ['#0f2b24', '#27c08a', '#f2ec4b']],
  [/decimator/i, ['#eef0f2', '#1f6fe0', '#f2a51d']],
  [/cortex/i, ['#f1f1f1', '#e2492a', '#1c1c1c']],
  [/mecha/i, ['#e7e9ec', '#c21f2b', '#2a2d33']],
  [/conspiracy/i, ['#1d2233', '#2f7adf', '#f2f2f2']],
  [/frontside/i, ['#dfe6ee', '#17a3b8', '#1f2430']],
  [/abyss/i, ['#0c1b2a', '#1b6e8c', '#6ee7e7']],
  [/blue ply/i, ['#17305a', '#3d7be0', '#a9c8ff']],
  [/water/i, ['#0e2a44', '#2aa6e0', '#e8f6ff']],
  [/candy/i, ['#4a0a0e', '#e0202c', '#ff8a8f']],
  [/guardian/i, ['#1a2a4a', '#d9a93a', '#f4f1e6']],
  [/isaac/i, ['#1d1f24', '#e7c12b', '#3b82f6']],
  [/elite build/i, ['#20232a', '#6b7280', '#f59e0b']],
  [/magnesium/i, ['#2d3138', '#8b939e', '#c9ced6']],
  [/armor core/i, ['#1f2937', '#4b5563', '#22d3ee']],
  [/storm/i, ['#39424f', '#6f7c8c', '#aab4c0']],
  [/sand|desert|dune|mesh/i, ['#8a7550', '#c4ad7e', '#5c4a2e']],
  [/forest|sage|leaves|predator|jungle|night/i, ['#2f3a2a', '#5f7247', '#9aa86c']],
  [/urban|ddpat/i, ['#3a3f46', '#7d858f', '#c7ccd2']],
];

export function paletteOf(finish: string, rarityColor: string): [string, string, string] {
  for (const [words, palette] of PALETTE_WORDS) if (words.test(finish)) return palette;
  // An unknown finish: a hue of its own next to the rarity colour.
  const hue = hash(finish) % 360;
  return [`hsl(${hue} 30% 18%)`, `hsl(${hue} 60% 48%)`, rarityColor];
}

const r1 = (value: number) => Math.round(value * 10) / 10;

/** The pattern's shapes over the box (to be clipped to the silhouette). */
export function patternShapes(kind: PatternKind, box: Box, palette: [string, string, string], seed: number): string {
  const random = randomFrom(seed);
  const [, main, accent] = palette;
  const { x, y, width, height } = box;
  const out: string[] = [];
  const at = (min: number, span: number) => r1(min + random() * span);
  switch (kind) {
    case 'camo':
      for (let i = 0; i < 26; i++) {
        const cx = at(x, width);
        const cy = at(y, height);
        const rx = r1(6 + random() * width * 0.08);
        const ry = r1(4 + random() * height * 0.16);
        out.push(
          `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" transform="rotate(${Math.round(random() * 180)} ${cx} ${cy})" fill="${i % 3 === 2 ? accent : main}"/>`,
        );
      }
      break;
    case 'digital': {
      const cell = Math.max(5, Math.round(Math.min(width, height) / 12));
      for (let cy = y; cy < y + height; cy += cell)
        for (let cx = x; cx < x + width; cx += cell) {
          const pick = random();
          if (pick < 0.4) continue;
          out.push(
            `<rect x="${r1(cx)}" y="${r1(cy)}" width="${cell}" height="${cell}" fill="${pick < 0.78 ? main : accent}"/>`,
          );
        }
      break;
    }
    case 'stripes': {
      const gap = 14 + Math.round(random() * 12);
      const slant = r1(height * (0.4 + random() * 0.6));
      for (let sx = x - height; sx < x + width + height; sx += gap) {
        const thick = r1(2 + random() * 6);
        out.push(
          `<path d="M${r1(sx)} ${r1(y + height)} L${r1(sx + slant)} ${r1(y)}" stroke="${random() < 0.3 ? accent : main}" stroke-width="${thick}"/>`,
        );
      }
      out.push(
        `<rect x="${r1(x)}" y="${r1(y + height * (0.35 + random() * 0.2))}" width="${r1(width)}" height="${r1(height * 0.1)}" fill="${accent}"/>`,
      );
      break;
    }
    case 'hex': {
      const size = Math.max(6, Math.round(Math.min(width, height) / 9));
      const w = size * Math.sqrt(3);
      for (let row = 0, cy = y; cy < y + height + size; row++, cy += size * 1.5)
        for (let cx = x + (row % 2 ? w / 2 : 0); cx < x + width + w; cx += w) {
          const points = Array.from({ length: 6 }, (_, k) => {
            const a = (Math.PI / 3) * k + Math.PI / 6;
            return `${r1(cx + size * 0.92 * Math.cos(a))},${r1(cy + size * 0.92 * Math.sin(a))}`;
          }).join(' ');
          const lit = random();
          out.push(
            `<polygon points="${points}" fill="${lit < 0.18 ? accent : 'none'}" fill-opacity="0.85" stroke="${main}" stroke-width="1.4"/>`,
          );
        }
      break;
    }
    case 'fade': {
      // Drawn as gradient stops by the caller; a few soft swirls on top.
      for (let i = 0; i < 5; i++) {
        const cx = at(x, width);
        const cy = at(y, height);
        out.push(
          `<ellipse cx="${cx}" cy="${cy}" rx="${r1(width * (0.08 + random() * 0.12))}" ry="${r1(height * (0.2 + random() * 0.2))}" fill="${i % 2 ? accent : main}" fill-opacity="0.35"/>`,
        );
      }
      break;
    }
    case 'web': {
      const cx = at(x + width * 0.3, width * 0.4);
      const cy = at(y, height);
      const spokes = 14;
      const reach = Math.max(width, height) * 1.1;
      for (let k = 0; k < spokes; k++) {
        const a = (2 * Math.PI * k) / spokes + random() * 0.2;
        out.push(
          `<path d="M${cx} ${cy} L${r1(cx + reach * Math.cos(a))} ${r1(cy + reach * Math.sin(a))}" stroke="#0b0b0d" stroke-width="1.6"/>`,
        );
      }
      for (let ring = 1; ring < 9; ring++) {
        const radius = ring * (reach / 9);
        const points = Array.from({ length: spokes + 1 }, (_, k) => {
          const a = (2 * Math.PI * k) / spokes;
          const sag = radius * 0.88;
          return `${k === 0 ? 'M' : 'Q'}${k === 0 ? '' : `${r1(cx + sag * Math.cos(a - Math.PI / spokes))} ${r1(cy + sag * Math.sin(a - Math.PI / spokes))} `}${r1(cx + radius * Math.cos(a))} ${r1(cy + radius * Math.sin(a))}`;
        }).join(' ');
        out.push(`<path d="${points}" fill="none" stroke="#0b0b0d" stroke-width="1.3"/>`);
      }
      break;
    }
    case 'tiger':
      for (let sx = x - 10; sx < x + width + 10; sx += 10 + random() * 12) {
        const top = at(y - 4, height * 0.3);
        const bottom = at(y + height * 0.6, height * 0.5);
        const bend = r1(sx + (random() - 0.5) * 22);
        out.push(
          `<path d="M${r1(sx)} ${top} Q${bend} ${r1((top + bottom) / 2)} ${r1(sx + (random() - 0.5) * 10)} ${bottom} L${r1(sx + 4 + random() * 4)} ${bottom} Q${r1(bend + 6)} ${r1((top + bottom) / 2)} ${r1(sx + 5)} ${top} Z" fill="${main}"/>`,
        );
      }
      break;
    case 'waves':
      for (let wy = y - 8, i = 0; wy < y + height + 8; wy += 9 + random() * 8, i++) {
        const amp = r1(4 + random() * 8);
        const step = r1(width / 4);
        out.push(
          `<path d="M${r1(x)} ${r1(wy)} q${step / 2} ${-amp} ${step} 0 t${step} 0 t${step} 0 t${step} 0" fill="none" stroke="${i % 3 === 2 ? accent : main}" stroke-width="${r1(2 + random() * 4)}"/>`,
        );
      }
      break;
    case 'shards':
      for (let i = 0; i < 9; i++) {
        const points = Array.from({ length: 3 }, () => `${at(x - 20, width + 40)},${at(y - 10, height + 20)}`).join(
          ' ',
        );
        out.push(
          `<polygon points="${points}" fill="${i % 3 === 0 ? accent : main}" fill-opacity="${i % 3 === 0 ? 0.95 : 0.85}"/>`,
        );
      }
      out.push(
        `<path d="M${r1(x)} ${r1(y + height * 0.72)} L${r1(x + width)} ${r1(y + height * 0.5)}" stroke="${accent}" stroke-width="${r1(height * 0.06)}"/>`,
      );
      break;
    case 'splatter':
      for (let i = 0; i < 30; i++) {
        out.push(
          `<circle cx="${at(x, width)}" cy="${at(y, height)}" r="${r1(1.5 + random() ** 2 * height * 0.16)}" fill="${i % 4 === 0 ? accent : main}"/>`,
        );
      }
      break;
    case 'plain':
      break;
  }
  return out.join('');
}

/** Scratches for a worn finish: none for Factory New, many for Battle-Scarred. */
export function wearScratches(dura: number, box: Box, seed: number): string {
  const count = ({ 1: 0, 2: 4, 3: 10, 4: 18, 5: 30 } as Record<number, number>)[dura] ?? 0;
  const random = randomFrom(seed);
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const sx = r1(box.x + random() * box.width);
    const sy = r1(box.y + random() * box.height);
    const length = 3 + random() * 14;
    const a = random() * Math.PI;
    out.push(`M${sx} ${sy}l${r1(length * Math.cos(a))} ${r1(length * Math.sin(a))}`);
  }
  return out.length
    ? `<path d="${out.join('')}" stroke="#e8e4da" stroke-opacity="0.55" stroke-width="1.1" stroke-linecap="round" fill="none"/>`
    : '';
}
