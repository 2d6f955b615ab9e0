// The shared stylesheet and every feature's own: a block left open (a merge that lost a `}`) puts
// everything after it inside an @media query, so desktop styles silently apply only on phones.
// Every block closes, and no rule outside an at-rule starts while one is still open.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Read from disk (vite serves CSS imports empty in tests); vitest runs in apps/player-web.
const src = ['src', 'apps/player-web/src']
  .map((relative) => join(process.cwd(), relative))
  .find((candidate) => existsSync(join(candidate, 'styles/global.css')))!;

function cssFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return cssFiles(path);
    return name.endsWith('.css') ? [path] : [];
  });
}

/** The depth at which each line starts, comments and strings left out. */
function blockDepths(source: string): { line: number; depth: number; text: string }[] {
  const bare = source
    .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '))
    .replace(/(["'])(?:\\.|(?!\1).)*\1/g, '""');
  let depth = 0;
  return bare.split('\n').map((text, index) => {
    const start = { line: index + 1, depth, text };
    for (const char of text) {
      if (char === '{') depth++;
      if (char === '}') depth--;
    }
    return start;
  });
}

describe.each(cssFiles(src).map((path) => [path.slice(src.length + 1), path]))('%s', (_, path) => {
  const css = readFileSync(path, 'utf8');
  const lines = blockDepths(css);

  it('closes every block it opens, and never closes one it did not open', () => {
    const end = blockDepths(css + '\n').at(-1)!.depth;
    expect(end).toBe(0);
    expect(lines.filter((line) => line.depth < 0)).toEqual([]);
  });

  it('starts no top-level rule inside an open block (only inside @media and the like, indented)', () => {
    const unindentedInside = lines.filter((line) => line.depth > 0 && /^[.#a-z:[*]/i.test(line.text));
    expect(unindentedInside.map((line) => `${line.line}: ${line.text}`)).toEqual([]);
  });
});
