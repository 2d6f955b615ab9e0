// Avatar uploads: a data URL or bare base64 of a JPEG or PNG (recognised by its magic bytes, never by
// the declared type), at most 5 MB decoded.

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

export type AvatarImage =
  { contentType: 'image/jpeg'; extension: 'jpg' } | { contentType: 'image/png'; extension: 'png' };

export type DecodedAvatar =
  { ok: true; bytes: Buffer; image: AvatarImage } | { ok: false; error: 'IMAGE_INVALID' | 'IMAGE_TOO_LARGE' };

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
const DATA_URL = /^data:[\w.+-]+\/[\w.+-]+;base64,/;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

export function sniffImage(bytes: Buffer): AvatarImage | undefined {
  if (bytes.length > PNG.length && bytes.subarray(0, PNG.length).equals(PNG))
    return { contentType: 'image/png', extension: 'png' };
  if (bytes.length > JPEG.length && bytes.subarray(0, JPEG.length).equals(JPEG))
    return { contentType: 'image/jpeg', extension: 'jpg' };
  return undefined;
}

export function decodeAvatar(data: string): DecodedAvatar {
  const base64 = data.replace(DATA_URL, '').replace(/\s+/g, '');
  if (base64.length === 0 || base64.length % 4 !== 0 || !BASE64.test(base64))
    return { ok: false, error: 'IMAGE_INVALID' };
  // Check the size before decoding so a huge payload is refused without allocating it twice.
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  if ((base64.length / 4) * 3 - padding > AVATAR_MAX_BYTES) return { ok: false, error: 'IMAGE_TOO_LARGE' };
  const bytes = Buffer.from(base64, 'base64');
  const image = sniffImage(bytes);
  return image ? { ok: true, bytes, image } : { ok: false, error: 'IMAGE_INVALID' };
}
