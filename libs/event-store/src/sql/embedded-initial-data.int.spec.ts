// The embedded database started from a dumped data folder (createSqlClient's initialDataDir): a new
// database, in memory or in a folder, holds what the dump held; a folder that already holds a
// database opens as it is and ignores the dump.
import { PGlite } from '@electric-sql/pglite';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { createSqlClient } from './sql-client';

describe('an embedded database started from a dumped data folder', () => {
  let folder: string;
  let dump: string;

  beforeAll(async () => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'll-initial-data-'));
    const db = new PGlite();
    await db.exec(`CREATE TABLE marks (note text); INSERT INTO marks VALUES ('from the dump');`);
    dump = path.join(folder, 'dump.tar');
    fs.writeFileSync(dump, Buffer.from(await (await db.dumpDataDir('none')).arrayBuffer()));
    await db.close();
  });
  afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

  const notes = async (sql: Awaited<ReturnType<typeof createSqlClient>>) =>
    (await sql.query<{ note: string }>('SELECT note FROM marks ORDER BY note')).rows.map((row) => row.note);

  it('in memory holds what the dump held, and is its own copy', async () => {
    const first = await createSqlClient({ dataDir: 'memory://', initialDataDir: dump });
    const second = await createSqlClient({ dataDir: 'memory://', initialDataDir: dump });
    try {
      await first.query(`INSERT INTO marks VALUES ('only in the first')`);
      expect(await notes(first)).toEqual(['from the dump', 'only in the first']);
      expect(await notes(second)).toEqual(['from the dump']);
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('in a new folder starts from the dump; reopened, it keeps its own rows and ignores the dump', async () => {
    const dataDir = path.join(folder, 'pglite');
    const created = await createSqlClient({ dataDir, initialDataDir: dump });
    await created.query(`INSERT INTO marks VALUES ('written later')`);
    await created.close();
    const reopened = await createSqlClient({ dataDir, initialDataDir: dump });
    try {
      expect(await notes(reopened)).toEqual(['from the dump', 'written later']);
    } finally {
      await reopened.close();
    }
  });

  it('without a dump starts empty', async () => {
    const sql = await createSqlClient({ dataDir: 'memory://' });
    try {
      await expect(sql.query('SELECT note FROM marks')).rejects.toThrow(/marks/);
    } finally {
      await sql.close();
    }
  });
});
