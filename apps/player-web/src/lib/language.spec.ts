import { describe, expect, it } from 'vitest';
import { detectLanguage } from './language';

describe('site language (saved setting, else browser, else English)', () => {
  it('prefers the saved setting', () => {
    expect(detectLanguage('zh', ['en-US'])).toBe('zh');
    expect(detectLanguage('en', ['zh-CN'])).toBe('en');
  });

  it('falls back to the first supported browser language', () => {
    expect(detectLanguage(null, ['zh-TW', 'en'])).toBe('zh');
    expect(detectLanguage(null, ['fr-FR', 'en-GB'])).toBe('en');
    expect(detectLanguage('klingon', ['zh'])).toBe('zh');
  });

  it('is English otherwise', () => {
    expect(detectLanguage(null, ['fr-FR', 'de'])).toBe('en');
    expect(detectLanguage(null, [])).toBe('en');
  });
});
