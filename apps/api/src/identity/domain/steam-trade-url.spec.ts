import { parseSteamTradeUrl } from './steam-trade-url';

describe('parseSteamTradeUrl', () => {
  it('derives the 64-bit SteamID from partner as a string', () => {
    expect(parseSteamTradeUrl('https://steamcommunity.com/tradeoffer/new/?partner=123456789&token=AbCd1234')).toEqual({
      steamUrl: 'https://steamcommunity.com/tradeoffer/new/?partner=123456789&token=AbCd1234',
      steamId: '76561198083722517',
    });
  });

  it('keeps precision beyond 2^53 for the largest account id', () => {
    expect(
      parseSteamTradeUrl('https://steamcommunity.com/tradeoffer/new/?partner=4294967295&token=abcdefgh')?.steamId,
    ).toBe('76561202255233023');
  });

  it('trims surrounding whitespace', () => {
    expect(parseSteamTradeUrl('  https://steamcommunity.com/tradeoffer/new/?partner=1&token=abc-_123 ')?.steamId).toBe(
      '76561197960265729',
    );
  });

  it.each([
    ['http, not https', 'http://steamcommunity.com/tradeoffer/new/?partner=1&token=abcdefgh'],
    ['another host', 'https://steamcommunity.com.evil.example/tradeoffer/new/?partner=1&token=abcdefgh'],
    ['a short token', 'https://steamcommunity.com/tradeoffer/new/?partner=1&token=abc'],
    ['a long token', 'https://steamcommunity.com/tradeoffer/new/?partner=1&token=abcdefghi'],
    ['no partner', 'https://steamcommunity.com/tradeoffer/new/?token=abcdefgh'],
    ['partner 0', 'https://steamcommunity.com/tradeoffer/new/?partner=0&token=abcdefgh'],
    ['partner above 32 bits', 'https://steamcommunity.com/tradeoffer/new/?partner=4294967296&token=abcdefgh'],
    ['extra parameters', 'https://steamcommunity.com/tradeoffer/new/?partner=1&token=abcdefgh&x=1'],
    ['a profile URL', 'https://steamcommunity.com/profiles/76561198083722517'],
  ])('refuses %s', (_name, url) => {
    expect(parseSteamTradeUrl(url)).toBeUndefined();
  });
});
