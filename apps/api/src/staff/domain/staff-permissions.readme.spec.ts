// The role matrix of docs/staff-and-console.md says what PERMISSIONS says: one row per resource, one column per role,
// R = list/show/export, C = create, E = edit (and the resource's actions: freeze, approve, ...),
// D = delete, — = nothing. Cells are compared, not the table's spacing.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { PERMISSIONS, STAFF_RESOURCES, type StaffAction } from './staff-permissions';
import { STAFF_ROLES } from '../../platform/auth';
// The games' resources join the matrix with their registrations.
import '../../games/testing';

const DOC = path.resolve(__dirname, '..', '..', '..', '..', '..', 'docs', 'staff-and-console.md');

function cell(actions: readonly StaffAction[] | undefined): string {
  const has = (action: StaffAction) => (actions ?? []).includes(action);
  const code = [
    has('list') && has('show') && has('export') ? 'R' : '',
    has('create') ? 'C' : '',
    has('edit') ? 'E' : '',
    has('delete') ? 'D' : '',
  ].join('');
  return code || '—';
}

/** The table as docs/staff-and-console.md shows it (printed by the test when they differ). */
export function renderRoleMatrix(): string {
  const header = `| resource | ${STAFF_ROLES.join(' | ')} |`;
  const rule = `|---|${STAFF_ROLES.map(() => '---').join('|')}|`;
  const rows = STAFF_RESOURCES.map(
    (resource) => `| \`${resource}\` | ${STAFF_ROLES.map((role) => cell(PERMISSIONS[role][resource])).join(' | ')} |`,
  );
  return [header, rule, ...rows].join('\n');
}

const cells = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((part) => part.trim().replace(/`/g, ''));

describe('the documented role matrix', () => {
  it('matches PERMISSIONS cell by cell', () => {
    const readme = fs.readFileSync(DOC, 'utf8');
    const expected = renderRoleMatrix().split('\n');
    const headerAt = readme.split('\n').findIndex((line) => line.trim().startsWith('| resource |'));
    const lines = readme.split('\n');
    const found = headerAt < 0 ? [] : lines.slice(headerAt, headerAt + expected.length);
    const message = `docs/staff-and-console.md should hold this role matrix:\n${renderRoleMatrix()}`;
    expect({ table: found.map(cells), message }).toEqual({ table: expected.map(cells), message });
  });
});
