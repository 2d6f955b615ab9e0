// The registered features: one namespace each, no page path twice, and every page behind the same
// login and site switch as the spec's routes.
import { describe, expect, it } from 'vitest';
import { resources } from '@/locales/resources';
import { FEATURES } from './registry';

describe('registry of features', () => {
  it('gives every feature its own namespace, loaded in both languages, with its name', () => {
    const namespaces = FEATURES.map((feature) => feature.namespace);
    expect(new Set(namespaces).size).toBe(namespaces.length);
    for (const feature of FEATURES) {
      expect(resources.en[feature.namespace]).toBe(feature.messages.en);
      expect(resources.zh[feature.namespace]).toBe(feature.messages.zh);
      expect(typeof (feature.messages.en as Record<string, unknown>)[feature.name]).toBe('string');
      expect(typeof (feature.messages.zh as Record<string, unknown>)[feature.name]).toBe('string');
    }
  });

  it('registers each page path once, with its login and switch', () => {
    const pages = FEATURES.flatMap((feature) => feature.pages ?? []);
    expect(new Set(pages.map((page) => page.path)).size).toBe(pages.length);
    const gates = Object.fromEntries(
      pages.map((page) => [page.path, `${page.loginRequired ? 'login' : 'open'} ${page.siteSwitch ?? '-'}`]),
    );
    expect(gates).toEqual({
      '/002-mysteryBox': 'login battles',
      '/active/mysterybox/:id': 'open -',
      '/active/creation/pkHome': 'login battles',
      '/002-lucky': 'open upgrade',
      '/active/lucky/:id': 'open upgrade',
      '/002-roll': 'open roll',
      '/active/rollHome/:id': 'open -',
      '/active/CreateRoom/creat': 'login roll',
      '/002-shopping': 'open shop',
      '/002-compound': 'login contract',
      '/002-welfare': 'login -',
      '/red': 'login -',
    });
  });
});
