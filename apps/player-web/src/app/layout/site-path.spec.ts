// The customer-service link: this site's pages open through the router, other addresses do not.
import { describe, expect, it } from 'vitest';
import { sitePathOf } from './site-path';

describe('sitePathOf', () => {
  it('keeps a path on this site', () => {
    expect(sitePathOf('/helps')).toBe('/helps');
    expect(sitePathOf(' /active/help/5 ')).toBe('/active/help/5');
  });

  it('leaves other sites and schemes to the browser', () => {
    for (const url of [
      'https://help.example.com/chat',
      'mailto:support@example.com',
      '//evil.example',
      '/\\evil',
      '',
    ]) {
      expect(sitePathOf(url)).toBeNull();
    }
  });
});
