// Vector helpers for the generated art: silhouettes are authored as closed parts (absolute M/L/Q/C
// paths, polygons, circles, capsules) in any frame; a shape's parts are wound one way and its holes
// the other, so one path with the nonzero rule draws solid parts and punched holes. fitShape scales
// the whole shape into a frame, baking the transform into the numbers (no transform attribute).

export interface Point {
  x: number;
  y: number;
}

interface Segment {
  /** L: line; Q: one control point; C: two. */
  kind: 'L' | 'Q' | 'C';
  controls: Point[];
  to: Point;
}

/** One closed subpath. */
export interface Contour {
  start: Point;
  segments: Segment[];
}

export interface Shape {
  parts: Contour[];
  holes: Contour[];
}

/** "M0 0 L10 0 Q12 4 10 8 Z" (absolute M, L, Q, C, Z; one subpath) as a contour. */
export function parseContour(d: string): Contour {
  const tokens = d.match(/[MLQCZ]|-?\d*\.?\d+/g) ?? [];
  let index = 0;
  const num = () => Number(tokens[index++]);
  const point = () => ({ x: num(), y: num() });
  let start: Point | null = null;
  const segments: Segment[] = [];
  while (index < tokens.length) {
    const command = tokens[index++];
    if (command === 'M') start = point();
    else if (command === 'L') segments.push({ kind: 'L', controls: [], to: point() });
    else if (command === 'Q') segments.push({ kind: 'Q', controls: [point()], to: point() });
    else if (command === 'C') segments.push({ kind: 'C', controls: [point(), point()], to: point() });
    else if (command === 'Z') break;
    else throw new Error(`unsupported path command ${command} in ${d}`);
  }
  if (!start) throw new Error(`path without a start: ${d}`);
  return { start, segments };
}

/** A polygon from "x,y x,y ..." (or "x y, x y"). */
export function poly(points: string): Contour {
  const numbers = points.match(/-?\d*\.?\d+/g)?.map(Number) ?? [];
  const [first, ...rest] = pairs(numbers);
  return { start: first, segments: rest.map((to) => ({ kind: 'L', controls: [], to })) };
}

function pairs(numbers: number[]): Point[] {
  const out: Point[] = [];
  for (let i = 0; i + 1 < numbers.length; i += 2) out.push({ x: numbers[i], y: numbers[i + 1] });
  return out;
}

const KAPPA = 0.5523;

/** A circle as four cubic arcs. */
export function circle(cx: number, cy: number, r: number): Contour {
  const k = r * KAPPA;
  return {
    start: { x: cx + r, y: cy },
    segments: [
      {
        kind: 'C',
        controls: [
          { x: cx + r, y: cy + k },
          { x: cx + k, y: cy + r },
        ],
        to: { x: cx, y: cy + r },
      },
      {
        kind: 'C',
        controls: [
          { x: cx - k, y: cy + r },
          { x: cx - r, y: cy + k },
        ],
        to: { x: cx - r, y: cy },
      },
      {
        kind: 'C',
        controls: [
          { x: cx - r, y: cy - k },
          { x: cx - k, y: cy - r },
        ],
        to: { x: cx, y: cy - r },
      },
      {
        kind: 'C',
        controls: [
          { x: cx + k, y: cy - r },
          { x: cx + r, y: cy - k },
        ],
        to: { x: cx + r, y: cy },
      },
    ],
  };
}

/** A stadium (a finger, a tube) from (x1, y1) to (x2, y2), `width` thick, with round ends. */
export function capsule(x1: number, y1: number, x2: number, y2: number, width: number): Contour {
  const length = Math.hypot(x2 - x1, y2 - y1) || 1;
  const r = width / 2;
  // Unit along the axis and its normal.
  const ux = (x2 - x1) / length;
  const uy = (y2 - y1) / length;
  const nx = -uy * r;
  const ny = ux * r;
  const ax = ux * r;
  const ay = uy * r;
  const k = KAPPA;
  const p = (x: number, y: number) => ({ x, y });
  return {
    start: p(x1 + nx, y1 + ny),
    segments: [
      { kind: 'L', controls: [], to: p(x2 + nx, y2 + ny) },
      {
        kind: 'C',
        controls: [p(x2 + nx + ax * k, y2 + ny + ay * k), p(x2 + ax + nx * k, y2 + ay + ny * k)],
        to: p(x2 + ax, y2 + ay),
      },
      {
        kind: 'C',
        controls: [p(x2 + ax - nx * k, y2 + ay - ny * k), p(x2 - nx + ax * k, y2 - ny + ay * k)],
        to: p(x2 - nx, y2 - ny),
      },
      { kind: 'L', controls: [], to: p(x1 - nx, y1 - ny) },
      {
        kind: 'C',
        controls: [p(x1 - nx - ax * k, y1 - ny - ay * k), p(x1 - ax - nx * k, y1 - ay - ny * k)],
        to: p(x1 - ax, y1 - ay),
      },
      {
        kind: 'C',
        controls: [p(x1 - ax + nx * k, y1 - ay + ny * k), p(x1 + nx - ax * k, y1 + ny - ay * k)],
        to: p(x1 + nx, y1 + ny),
      },
    ],
  };
}

function pointAt(from: Point, segment: Segment, t: number): Point {
  const u = 1 - t;
  if (segment.kind === 'L') return { x: u * from.x + t * segment.to.x, y: u * from.y + t * segment.to.y };
  if (segment.kind === 'Q') {
    const [c] = segment.controls;
    return {
      x: u * u * from.x + 2 * u * t * c.x + t * t * segment.to.x,
      y: u * u * from.y + 2 * u * t * c.y + t * t * segment.to.y,
    };
  }
  const [c1, c2] = segment.controls;
  return {
    x: u * u * u * from.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * segment.to.x,
    y: u * u * u * from.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * segment.to.y,
  };
}

/** Points along the contour (curves sampled), for the area and the bounds. */
function samples(contour: Contour): Point[] {
  const out: Point[] = [contour.start];
  let from = contour.start;
  for (const segment of contour.segments) {
    const steps = segment.kind === 'L' ? 1 : 12;
    for (let step = 1; step <= steps; step++) out.push(pointAt(from, segment, step / steps));
    from = segment.to;
  }
  return out;
}

/** Positive when clockwise on screen (y down). */
function signedArea(contour: Contour): number {
  const points = samples(contour);
  let area = 0;
  for (let i = 0; i < points.length; i++) {
    const a = points[i];
    const b = points[(i + 1) % points.length];
    area += a.x * b.y - b.x * a.y;
  }
  return area / 2;
}

function reversed(contour: Contour): Contour {
  const ends = [contour.start, ...contour.segments.map((segment) => segment.to)];
  const segments: Segment[] = [];
  for (let i = contour.segments.length - 1; i >= 0; i--) {
    const segment = contour.segments[i];
    segments.push({ kind: segment.kind, controls: [...segment.controls].reverse(), to: ends[i] });
  }
  return { start: ends[ends.length - 1], segments };
}

function wound(contour: Contour, clockwise: boolean): Contour {
  return signedArea(contour) > 0 === clockwise ? contour : reversed(contour);
}

/** A shape from parts given as path strings or contours; holes are punched through the parts. */
export function shape(parts: (string | Contour)[], holes: (string | Contour)[] = []): Shape {
  const contour = (part: string | Contour) => (typeof part === 'string' ? parseContour(part) : part);
  return { parts: parts.map(contour), holes: holes.map(contour) };
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export function bounds(target: Shape): Box {
  const points = target.parts.flatMap(samples);
  const xs = points.map((point) => point.x);
  const ys = points.map((point) => point.y);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y };
}

const round = (value: number) => {
  const rounded = Math.round(value * 10) / 10;
  return Object.is(rounded, -0) ? '0' : String(rounded);
};

function contourPath(contour: Contour, map: (point: Point) => Point): string {
  const p = (point: Point) => {
    const mapped = map(point);
    return `${round(mapped.x)} ${round(mapped.y)}`;
  };
  const body = contour.segments.map(
    (segment) => `${segment.kind}${[...segment.controls, segment.to].map(p).join(' ')}`,
  );
  return `M${p(contour.start)}${body.join('')}Z`;
}

export interface FittedShape {
  /** One path: parts clockwise, holes counter-clockwise (draw with the nonzero rule). */
  d: string;
  /** Where the shape landed. */
  box: Box;
}

/**
 * The shape scaled (aspect kept) to fit the frame, centred in it; `scale` (0-1] shrinks it further.
 * Optionally mirrored (`flip`) and rotated by `degrees` around the frame's centre.
 */
export function fitShape(target: Shape, frame: Box, options: { scale?: number; degrees?: number } = {}): FittedShape {
  const source = bounds(target);
  const factor =
    Math.min(frame.width / Math.max(source.width, 1), frame.height / Math.max(source.height, 1)) * (options.scale ?? 1);
  const width = source.width * factor;
  const height = source.height * factor;
  const cx = frame.x + frame.width / 2;
  const cy = frame.y + frame.height / 2;
  const angle = ((options.degrees ?? 0) * Math.PI) / 180;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const map = (point: Point): Point => {
    const x = (point.x - source.x) * factor - width / 2;
    const y = (point.y - source.y) * factor - height / 2;
    return { x: cx + x * cos - y * sin, y: cy + x * sin + y * cos };
  };
  const d = [
    ...target.parts.map((part) => contourPath(wound(part, true), map)),
    ...target.holes.map((hole) => contourPath(wound(hole, false), map)),
  ].join('');
  return { d, box: { x: cx - width / 2, y: cy - height / 2, width, height } };
}
