import { splitStatements } from './migrator';

describe('splitStatements', () => {
  it('splits on semicolons at the end of a line', () => {
    expect(splitStatements('CREATE TABLE a (x int);\nCREATE INDEX b ON a (x);  \n\nSELECT 1; SELECT 2')).toEqual([
      'CREATE TABLE a (x int)',
      'CREATE INDEX b ON a (x)',
      'SELECT 1; SELECT 2',
    ]);
  });

  it('keeps function bodies, quotes and comments whole', () => {
    const fn = `CREATE FUNCTION f() RETURNS int LANGUAGE plpgsql AS $body$
BEGIN
  RETURN 1;
END
$body$`;
    const script = `${fn};
-- the player's note;
INSERT INTO t VALUES ('a;
b');
DO $$ BEGIN PERFORM 1;
END $$;
SELECT price$;`;
    expect(splitStatements(script)).toEqual([
      fn,
      "-- the player's note;\nINSERT INTO t VALUES ('a;\nb')",
      'DO $$ BEGIN PERFORM 1;\nEND $$',
      'SELECT price$',
    ]);
  });
});
