// The generated cover images: an SVG per item (its model's silhouette painted with its finish, in a
// glow of its rarity colour, scratched by its wear) and per box (its best items over a weapon case,
// the best one largest, in that item's rarity glow). No text at all: names, rarity and wear are
// page text in the reader's language. Pure and deterministic: the same catalogue row always gives
// the same bytes, so they cache well and need no files.
import { BOX_CATEGORY_NAMES, RARITY_GRADES, isBoxCategory, isRarity } from '@lootledger/contracts';
import { fitShape, type Box } from './art/geometry';
import { hash, paletteOf, patternOf, patternShapes, randomFrom, wearScratches } from './art/finish';
import { modelOf, silhouetteOf, weaponClass, type WeaponClass } from './art/silhouettes';

export interface ItemCoverInput {
  id: string;
  lv: number;
  dura: number;
  /** The model ("AK-47") and finish ("Redline"); without them they are read from the market name. */
  weapon?: string;
  skin?: string;
  hash_name?: string;
  name_en?: string;
}

export interface BoxCoverInput {
  id: string;
  category: string;
  /** The pool's items with their values (integer hundredths); the most valuable are drawn. */
  items: readonly (ItemCoverInput & { value: bigint })[];
}

const UNKNOWN_RARITY_COLOR = '#9aa4b2';

function rarityColor(lv: number): string {
  return isRarity(lv) ? RARITY_GRADES[lv].color : UNKNOWN_RARITY_COLOR;
}

/** Ids for gradients, unique per image and part so several inlined covers never share one. */
function localId(kind: string, id: string): string {
  return `${kind}-${id.replace(/[^A-Za-z0-9_-]/g, '_')}`;
}

/** The silhouette path an item is drawn with, fitted to `frame` (tests compare these). */
export function itemSilhouettePath(item: ItemCoverInput, frame: Box, options: { degrees?: number } = {}): string {
  return fitItem(item, frame, options.degrees).d;
}

/** Short guns are drawn smaller than long ones, as they would lie side by side. */
const CLASS_SCALE: Partial<Record<WeaponClass, number>> = { pistol: 0.72, smg: 0.88, glove: 0.92 };

function fitItem(item: ItemCoverInput, frame: Box, degrees?: number) {
  const { model } = modelOf(item);
  return fitShape(silhouetteOf(model), frame, { degrees, scale: CLASS_SCALE[weaponClass(model)] ?? 1 });
}

/** An item drawn into `frame`: defs and body to place in an SVG. */
function itemArt(
  item: ItemCoverInput,
  frame: Box,
  prefix: string,
  options: { degrees?: number; glow?: number } = {},
): { defs: string; body: string } {
  const { model, finish } = modelOf(item);
  const color = rarityColor(item.lv);
  const fitted = fitItem(item, frame, options.degrees);
  const { d } = fitted;
  // The paint covers the rotated shape's whole square around its frame.
  const reach = Math.max(frame.width, frame.height);
  const paintBox: Box = {
    x: frame.x + frame.width / 2 - reach / 2,
    y: frame.y + frame.height / 2 - reach / 2,
    width: reach,
    height: reach,
  };
  const seed = hash(`${model}|${finish}`);
  const kind = patternOf(finish);
  const palette = paletteOf(finish, color);
  const clip = `${prefix}-clip`;
  const shade = `${prefix}-shade`;
  const ground = `${prefix}-ground`;
  const glow = `${prefix}-glow`;
  const [base, main, accent] = palette;
  const groundStops =
    kind === 'plain'
      ? ['#e9edf2', '#9aa3ae', '#5b636e', '#c9d0d8']
      : kind === 'fade'
        ? [base, main, accent, accent]
        : kind === 'web'
          ? [main, main]
          : [base, base];
  const stops = groundStops
    .map((stop, index) => `<stop offset="${index / (groundStops.length - 1)}" stop-color="${stop}"/>`)
    .join('');
  const patternBox = kind === 'fade' || kind === 'plain' ? fitted.box : paintBox;
  const defs = `<clipPath id="${clip}"><path d="${d}"/></clipPath>
<linearGradient id="${ground}" x1="0" y1="0" x2="1" y2="${kind === 'plain' ? 1 : 0.35}">${stops}</linearGradient>
<linearGradient id="${shade}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.32"/><stop offset="0.42" stop-color="#ffffff" stop-opacity="0"/><stop offset="0.6" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.45"/></linearGradient>
<filter id="${glow}" x="-25%" y="-40%" width="150%" height="180%"><feGaussianBlur stdDeviation="${options.glow ?? 5}"/></filter>`;
  const body = `<path d="${d}" fill="${color}" stroke="${color}" stroke-width="6" stroke-linejoin="round" opacity="0.7" filter="url(#${glow})"/>
<g clip-path="url(#${clip})">
<rect x="${patternBox.x.toFixed(1)}" y="${patternBox.y.toFixed(1)}" width="${patternBox.width.toFixed(1)}" height="${patternBox.height.toFixed(1)}" fill="url(#${ground})"/>
${patternShapes(kind, paintBox, palette, seed)}
${wearScratches(item.dura, paintBox, hash(item.id))}
<rect x="${fitted.box.x.toFixed(1)}" y="${fitted.box.y.toFixed(1)}" width="${fitted.box.width.toFixed(1)}" height="${fitted.box.height.toFixed(1)}" fill="url(#${shade})"/>
</g>
<path d="${d}" fill="none" stroke="#07080b" stroke-opacity="0.85" stroke-width="1.6" stroke-linejoin="round"/>
<path d="${d}" fill="none" stroke="${kind === 'plain' ? '#ffffff' : main}" stroke-opacity="0.25" stroke-width="0.8" stroke-linejoin="round"/>`;
  return { defs, body };
}

/** A radial glow of one colour fading out, centred at cx% cy% with radius r%: its stops as [offset, opacity]. */
function radialFade(
  id: string,
  at: { cx: number; cy: number; r: number },
  color: string,
  stops: readonly (readonly [offset: number, opacity: number])[],
): string {
  const fades = stops.map(
    ([offset, opacity]) => `<stop offset="${offset}" stop-color="${color}" stop-opacity="${opacity}"/>`,
  );
  return `<radialGradient id="${id}" cx="${at.cx}%" cy="${at.cy}%" r="${at.r}%">\n${fades.join('\n')}\n</radialGradient>`;
}

const SVG_OPEN = (width: number, height: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">`;

export function itemCoverSvg(item: ItemCoverInput): string {
  const color = rarityColor(item.lv);
  const prefix = localId('item', item.id);
  const art = itemArt(item, { x: 24, y: 30, width: 272, height: 164 }, prefix);
  return `${SVG_OPEN(320, 240)}
<defs>
${radialFade(`${prefix}-bg`, { cx: 50, cy: 48, r: 58 }, color, [
  [0, 0.55],
  [0.6, 0.12],
  [1, 0],
])}
${radialFade(`${prefix}-floor`, { cx: 50, cy: 50, r: 50 }, '#000000', [
  [0, 0.5],
  [1, 0],
])}
${art.defs}
</defs>
<rect width="320" height="240" fill="url(#${prefix}-bg)"/>
<ellipse cx="160" cy="214" rx="120" ry="12" fill="url(#${prefix}-floor)"/>
${art.body}
</svg>
`;
}

/** The box's most valuable items, one per model and finish, best first. */
export function topItems<T extends ItemCoverInput & { value: bigint }>(items: readonly T[], count: number): T[] {
  const sorted = [...items].sort((a, b) =>
    a.value === b.value ? b.lv - a.lv || a.id.localeCompare(b.id) : a.value > b.value ? -1 : 1,
  );
  const seen = new Set<string>();
  const out: T[] = [];
  for (const item of sorted) {
    const { model, finish } = modelOf(item);
    const key = `${model}|${finish}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(item);
    if (out.length === count) break;
  }
  return out;
}

/** Where the box cover draws its best item (tests look for its silhouette there). */
export const BOX_HERO_FRAME: Box = { x: 26, y: 76, width: 268, height: 134 };
export const BOX_HERO_DEGREES = -12;

function sparkle(x: number, y: number, size: number, color: string): string {
  const s = size;
  const q = size * 0.22;
  return `<path d="M${x} ${y - s}Q${x + q} ${y - q} ${x + s} ${y}Q${x + q} ${y + q} ${x} ${y + s}Q${x - q} ${y + q} ${x - s} ${y}Q${x - q} ${y - q} ${x} ${y - s}Z" fill="${color}"/>`;
}

export function boxCoverSvg(box: BoxCoverInput): string {
  const categoryColor = isBoxCategory(box.category) ? BOX_CATEGORY_NAMES[box.category].color : UNKNOWN_RARITY_COLOR;
  const [best, second, third] = topItems(box.items, 3);
  const glowColor = best ? rarityColor(best.lv) : categoryColor;
  const prefix = localId('box', box.id);
  const random = randomFrom(hash(`box|${box.id}`));
  const r1 = (value: number) => Math.round(value * 10) / 10;

  // Rays behind the items, turned by the box's own seed.
  const turn = random() * 30;
  const rays = Array.from({ length: 12 }, (_, index) => {
    const a = ((index * 30 + turn) * Math.PI) / 180;
    const spread = (4 + random() * 7) * (Math.PI / 180);
    const far = 260;
    const cx = 160;
    const cy = 140;
    return `M${cx} ${cy}L${r1(cx + far * Math.cos(a - spread))} ${r1(cy + far * Math.sin(a - spread))}L${r1(cx + far * Math.cos(a + spread))} ${r1(cy + far * Math.sin(a + spread))}Z`;
  }).join('');
  const sparkles = Array.from({ length: 7 }, () =>
    sparkle(
      r1(24 + random() * 272),
      r1(22 + random() * 150),
      r1(2.5 + random() * 5),
      random() < 0.5 ? '#ffffff' : glowColor,
    ),
  ).join('');

  const side = (item: typeof second, frame: Box, degrees: number, name: string) =>
    item ? itemArt(item, frame, `${prefix}-${name}`, { degrees, glow: 3 }) : { defs: '', body: '' };
  const left = side(second, { x: 14, y: 34, width: 150, height: 84 }, -38, 'left');
  const right = side(third, { x: 156, y: 34, width: 150, height: 84 }, 38, 'right');
  const hero = best
    ? itemArt(best, BOX_HERO_FRAME, `${prefix}-hero`, { degrees: BOX_HERO_DEGREES, glow: 7 })
    : { defs: '', body: '' };

  // The weapon case, in the category's colour, with a stripe pattern of the box's own.
  const stripes = Array.from({ length: 5 }, (_, index) => {
    const x = r1(70 + index * 44 + random() * 10);
    return `<path d="M${x} 248L${r1(x + 18)} 248L${r1(x + 6)} 300L${r1(x - 12)} 300Z" fill="#ffffff" fill-opacity="0.08"/>`;
  }).join('');

  return `${SVG_OPEN(320, 320)}
<defs>
<linearGradient id="${prefix}-bg" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="#1b1e27"/>
<stop offset="1" stop-color="#0f1116"/>
</linearGradient>
${radialFade(`${prefix}-glow`, { cx: 50, cy: 42, r: 55 }, glowColor, [
  [0, 0.6],
  [0.5, 0.14],
  [1, 0],
])}
${radialFade(`${prefix}-rays`, { cx: 50, cy: 44, r: 60 }, categoryColor, [
  [0, 0.5],
  [1, 0],
])}
<linearGradient id="${prefix}-case" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="${categoryColor}"/>
<stop offset="1" stop-color="#111318"/>
</linearGradient>
<linearGradient id="${prefix}-lid" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="#ffffff" stop-opacity="0.55"/>
<stop offset="1" stop-color="#ffffff" stop-opacity="0.05"/>
</linearGradient>
${left.defs}
${right.defs}
${hero.defs}
</defs>
<rect width="320" height="320" rx="18" fill="url(#${prefix}-bg)"/>
<path d="${rays}" fill="url(#${prefix}-rays)"/>
<rect width="320" height="320" rx="18" fill="url(#${prefix}-glow)"/>
<g opacity="0.8">${left.body}${right.body}</g>
<g stroke="#07080b" stroke-width="2" stroke-linejoin="round">
<path d="M128 214L192 214L196 226L124 226Z" fill="#2a2e38"/>
<rect x="40" y="224" width="240" height="80" rx="12" fill="url(#${prefix}-case)"/>
<rect x="40" y="224" width="240" height="26" rx="10" fill="url(#${prefix}-lid)" stroke="none"/>
<path d="M40 250L280 250" stroke-opacity="0.8"/>
<rect x="86" y="244" width="22" height="14" rx="3" fill="#d9dde4"/>
<rect x="212" y="244" width="22" height="14" rx="3" fill="#d9dde4"/>
</g>
${stripes}
<ellipse cx="160" cy="276" rx="26" ry="16" fill="${glowColor}" fill-opacity="0.85" stroke="#07080b" stroke-width="2"/>
<ellipse cx="160" cy="276" rx="14" ry="8" fill="#ffffff" fill-opacity="0.5"/>
${hero.body}
${sparkles}
</svg>
`;
}
