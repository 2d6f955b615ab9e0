// Every text comes from the resources, in both languages: the zh and en trees have the same keys,
// and every literal key the components use exists.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resources } from './resources';

type Tree = { [key: string]: string | Tree };

function leafKeys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leafKeys(value, `${prefix}${key}.`),
  );
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.spec\.tsx?$/.test(name) ? [path] : [];
  });
}

function hasKey(namespace: string, key: string): boolean {
  const tree = (resources.en as unknown as Record<string, Tree>)[namespace];
  if (!tree) return false;
  const keys = leafKeys(tree);
  // Plural forms: `key` resolves to key_one / key_other.
  return keys.includes(key) || keys.includes(`${key}_other`);
}

describe('i18n resources', () => {
  it('names the games on the verify page as the menu names them (the upgrade is 追梦, not 升级)', () => {
    for (const language of ['zh', 'en'] as const) {
      const texts = resources[language] as unknown as Record<string, Tree>;
      const games = (texts.fairness.pairs as Tree).games as Tree;
      expect({ language, upgrade: games.upgrade, contract: games.contract }).toEqual({
        language,
        upgrade: texts.upgrade.name,
        contract: texts.contract.name,
      });
    }
  });

  it('has the same keys in Chinese and English for every namespace', () => {
    expect(Object.keys(resources.zh).sort()).toEqual(Object.keys(resources.en).sort());
    for (const namespace of Object.keys(resources.en) as (keyof typeof resources.en)[]) {
      const en = leafKeys(resources.en[namespace] as unknown as Tree).sort();
      const zh = leafKeys(resources.zh[namespace] as unknown as Tree).sort();
      expect({ namespace, keys: zh }).toEqual({ namespace, keys: en });
    }
  });

  it('has no empty text', () => {
    for (const language of ['en', 'zh'] as const) {
      for (const [namespace, tree] of Object.entries(resources[language])) {
        const walk = (node: Tree, path: string): void => {
          for (const [key, value] of Object.entries(node)) {
            if (typeof value === 'string') expect(value.trim(), `${language}:${namespace}:${path}${key}`).not.toBe('');
            else walk(value, `${path}${key}.`);
          }
        };
        walk(tree as unknown as Tree, '');
      }
    }
  });

  it('defines every literal key the code uses', () => {
    const missing: string[] = [];
    const root = join(__dirname, '..');
    for (const file of sourceFiles(root)) {
      const text = readFileSync(file, 'utf8');
      const fileNamespace = /useTranslation\('(\w+)'\)/.exec(text)?.[1] ?? 'common';
      for (const match of text.matchAll(/\bt\('([^'`]+)'(?:,\s*\{[^}]*?\bns:\s*'(\w+)')?/g)) {
        const [, literal, optionNamespace] = match;
        const [namespace, key] = literal.includes(':')
          ? (literal.split(':') as [string, string])
          : [optionNamespace ?? fileNamespace, literal];
        if (!hasKey(namespace, key)) missing.push(`${file.slice(root.length)}: ${namespace}:${key}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
