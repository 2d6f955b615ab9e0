// The 1:1 avatar crop (spec section 5): the image covers a square viewport, zoomed and panned by
// the player; the square under the viewport is drawn to a 100x100 JPEG.

export interface CropState {
  zoom: number;
  /** Pan in viewport pixels from the centred position. */
  dx: number;
  dy: number;
}

export interface CropResult {
  /** Displayed scale (viewport px per image px). */
  scale: number;
  /** Top-left of the image in the viewport, clamped so the image always covers it. */
  x: number;
  y: number;
  /** The source square in image pixels. */
  sx: number;
  sy: number;
  size: number;
  /** The pan after clamping. */
  dx: number;
  dy: number;
}

export function computeCrop(width: number, height: number, viewport: number, state: CropState): CropResult {
  const scale = (viewport / Math.min(width, height)) * Math.max(1, state.zoom);
  const shownWidth = width * scale;
  const shownHeight = height * scale;
  const clamp = (value: number, min: number) => Math.min(0, Math.max(min, value));
  const x = clamp((viewport - shownWidth) / 2 + state.dx, viewport - shownWidth);
  const y = clamp((viewport - shownHeight) / 2 + state.dy, viewport - shownHeight);
  return {
    scale,
    x,
    y,
    sx: -x / scale,
    sy: -y / scale,
    size: viewport / scale,
    dx: x - (viewport - shownWidth) / 2,
    dy: y - (viewport - shownHeight) / 2,
  };
}
