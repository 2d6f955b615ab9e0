import { parseClientFrame } from './client-frame';

describe('parseClientFrame', () => {
  it('reads ping', () => {
    expect(parseClientFrame('{"type":"ping"}')).toEqual({ ok: true, frame: { type: 'ping' } });
  });

  it('reads auth with a token, keeping only the token', () => {
    const text = JSON.stringify({ type: 'auth', token: ' abc.def ', nonce: 'n', time: 1767225600, app_id: 1 });
    expect(parseClientFrame(text)).toEqual({ ok: true, frame: { type: 'auth', token: 'abc.def' } });
  });

  it.each([
    ['absent', { type: 'auth' }],
    ['empty', { type: 'auth', token: '' }],
    ['null', { type: 'auth', token: null }],
  ])('reads auth with an %s token as anonymous', (_case, frame) => {
    expect(parseClientFrame(JSON.stringify(frame))).toEqual({ ok: true, frame: { type: 'auth', token: '' } });
  });

  it.each([
    ['not JSON', 'hello'],
    ['truncated JSON', '{"type":"pi'],
    ['a string', '"ping"'],
    ['a number', '42'],
    ['null', 'null'],
    ['an array', '[{"type":"ping"}]'],
    ['no type', '{"token":"x"}'],
    ['an unknown type', '{"type":"subscribe","channel":"arena"}'],
    ['a non-string token', '{"type":"auth","token":{"$ne":null}}'],
    ['a prototype trick', '{"__proto__":{"type":"ping"}}'],
  ])('refuses %s', (_case, text) => {
    expect(parseClientFrame(text)).toEqual({ ok: false });
  });
});
