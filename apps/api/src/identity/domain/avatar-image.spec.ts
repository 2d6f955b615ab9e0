import { AVATAR_MAX_BYTES, decodeAvatar } from './avatar-image';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(16, 1)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(16, 2)]);

describe('decodeAvatar', () => {
  it('accepts a PNG data URL and a bare base64 JPEG, typed by content', () => {
    const png = decodeAvatar(`data:image/png;base64,${PNG.toString('base64')}`);
    expect(png).toEqual({ ok: true, bytes: PNG, image: { contentType: 'image/png', extension: 'png' } });
    const jpeg = decodeAvatar(JPEG.toString('base64'));
    expect(jpeg).toEqual({ ok: true, bytes: JPEG, image: { contentType: 'image/jpeg', extension: 'jpg' } });
  });

  it('trusts the bytes, not the declared type', () => {
    const result = decodeAvatar(`data:image/png;base64,${JPEG.toString('base64')}`);
    expect(result.ok && result.image.contentType).toBe('image/jpeg');
    expect(decodeAvatar(`data:image/png;base64,${Buffer.from('GIF89a-not-allowed').toString('base64')}`)).toEqual({
      ok: false,
      error: 'IMAGE_INVALID',
    });
  });

  it.each([
    ['empty', ''],
    ['not base64', 'this is not base64!'],
    ['text', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64')],
    ['a bare PNG signature', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).toString('base64')],
  ])('refuses %s as IMAGE_INVALID', (_name, data) => {
    expect(decodeAvatar(data)).toEqual({ ok: false, error: 'IMAGE_INVALID' });
  });

  it('accepts exactly 5 MB and refuses one byte more', () => {
    const atLimit = Buffer.concat([PNG, Buffer.alloc(AVATAR_MAX_BYTES - PNG.length)]);
    expect(decodeAvatar(atLimit.toString('base64')).ok).toBe(true);
    const over = Buffer.concat([atLimit, Buffer.alloc(1)]);
    expect(decodeAvatar(over.toString('base64'))).toEqual({ ok: false, error: 'IMAGE_TOO_LARGE' });
  });
});
