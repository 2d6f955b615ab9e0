// A game is its folders (docs/adding-a-game.md): outside them, only the four registries name it.
// For every game (a folder of apps/api/src/games with a <game>.game.ts registration), this reads
// every source file of the API, the libraries and both web apps outside the game's own files, with
// comments removed, and lists each that imports one of the game's files or names one of the
// game's own words: the event types its folder declares, and the error keys and change types of
// its wire contract. The list must hold the registries only, so a new game touches at most four
// files outside its folders.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const ROOT = resolve(__dirname, '..', '..');
const SOURCES = ['apps/api/src', 'apps/player-web/src', 'apps/admin/src', 'libs/contracts/src', 'libs/fairness/src'];
const EXTENSIONS = ['.ts', '.tsx'];

/** The registries: the one list of games in each part of the repository. */
const REGISTRIES = [
  'apps/api/src/games/games.registry.ts',
  'libs/contracts/src/games/index.ts',
  'apps/player-web/src/features/registry.ts',
  'apps/admin/src/resources/index.ts',
];

/** A game's own files: the folders (or files) named by docs/adding-a-game.md. */
function ownPaths(game: string): string[] {
  return [
    `apps/api/src/games/${game}/`,
    `apps/player-web/src/features/${game}/`,
    `apps/admin/src/resources/${game}/`,
    `libs/contracts/src/games/${game}.ts`,
    `libs/fairness/src/${game}.ts`,
    `libs/fairness/src/${game}.spec.ts`,
  ];
}

const isOwn = (game: string, file: string) =>
  ownPaths(game).some((own) => (own.endsWith('/') ? file.startsWith(own) : file === own));

function files(folder: string): string[] {
  const absolute = join(ROOT, folder);
  if (!existsSync(absolute)) return [];
  return readdirSync(absolute).flatMap((name) => {
    const path = `${folder}/${name}`;
    if (statSync(join(ROOT, path)).isDirectory()) return name === 'node_modules' ? [] : files(path);
    return EXTENSIONS.some((extension) => name.endsWith(extension)) ? [path] : [];
  });
}

/** Tests, their helpers and the benchmarks of chosen paths name games on purpose; no game has to join them. */
const isTest = (file: string) =>
  /\.(spec|test)\.tsx?$/.test(file) || /\/(testing|e2e)\//.test(file) || file.startsWith('apps/api/src/bench/');

/** The code without its comments (a `//` inside a string such as a URL stays). */
function code(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split('\n')
    .map((line) => line.replace(/(^|[^:'"`\\])\/\/.*$/, '$1'))
    .join('\n');
}

/** Where a relative or @lootledger import lands, as a path from the root (without extension). */
function target(file: string, specifier: string): string | undefined {
  if (specifier.startsWith('.')) return relative(ROOT, resolve(ROOT, dirname(file), specifier));
  const library = /^@lootledger\/(contracts|fairness)\/(.+)$/.exec(specifier);
  return library ? `libs/${library[1]}/src/${library[2]}` : undefined;
}

function importsOf(file: string, text: string): string[] {
  const specifiers = [...text.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map((match) => match[1]);
  return specifiers.flatMap((specifier) => {
    const path = target(file, specifier);
    return path === undefined ? [] : [path];
  });
}

const importsGame = (game: string, path: string) =>
  ownPaths(game).some((own) =>
    own.endsWith('/')
      ? `${path}/`.startsWith(own)
      : path === own.replace(/\.tsx?$/, '') || path === own.replace(/\.ts$/, ''),
  );

/** The game's own words: event types declared in its folder, error keys and change types of its wire contract. */
function wordsOf(game: string): RegExp[] {
  const api = files(`apps/api/src/games/${game}`).filter((file) => !isTest(file));
  const events = new Set(
    api.flatMap((file) =>
      [...readFileSync(join(ROOT, file), 'utf8').matchAll(/type:\s*'([A-Z][A-Za-z]+)'/g)].map((match) => match[1]),
    ),
  );
  const wire = join(ROOT, `libs/contracts/src/games/${game}.ts`);
  const wireText = existsSync(wire) ? code(readFileSync(wire, 'utf8')) : '';
  const block = (name: string) => new RegExp(`${name}:\\s*\\{([^}]*)\\}`).exec(wireText)?.[1] ?? '';
  const errorKeys = [...block('errors').matchAll(/([A-Z][A-Z0-9_]+)\s*:/g)].map((match) => match[1]);
  const changeTypes = [...wireText.matchAll(/changeTypes:\s*\{([\s\S]*?)\n\s*\}/g)].flatMap((match) =>
    [...match[1].matchAll(/^\s*([A-Z][A-Z0-9_]+)\s*:/gm)].map((name) => name[1]),
  );
  return [
    ...[...events].map((type) => new RegExp(`['"\`]${type}['"\`]`)),
    ...errorKeys.map((key) => new RegExp(`\\b${key}\\b`)),
    ...changeTypes.map((name) => new RegExp(`ChangeType\\.${name}\\b`)),
  ];
}

const GAMES = readdirSync(join(ROOT, 'apps/api/src/games')).filter((name) =>
  existsSync(join(ROOT, 'apps/api/src/games', name, `${name}.game.ts`)),
);
const SOURCE_FILES = SOURCES.flatMap(files)
  .filter((file) => !isTest(file))
  .map((file) => ({ file, text: code(readFileSync(join(ROOT, file), 'utf8')) }));

describe('a game is its folders', () => {
  it('finds the games by their registrations', () => {
    expect(GAMES).toEqual(expect.arrayContaining(['arena', 'contract', 'roll', 'upgrade']));
  });

  it.each(GAMES)('outside its own files, only the registries name %s', (game) => {
    const words = wordsOf(game);
    expect(words.length).toBeGreaterThan(0);
    const naming = SOURCE_FILES.filter(({ file }) => !isOwn(game, file))
      .filter(({ file, text }) => {
        const imported = importsOf(file, text).some((path) => importsGame(game, path));
        return imported || words.some((word) => word.test(text));
      })
      .map(({ file }) => file);
    expect(naming.filter((file) => !REGISTRIES.includes(file))).toEqual([]);
    // Every game is on the four lists (the API, its wire contract, the site, the console), and only there.
    expect([...naming].sort()).toEqual([...REGISTRIES].sort());
  });
});
