// /admin/api/packages: the recharge packages for finance (react-admin: list with filters q (id),
// enabled, id; sort id, bean, price, sort_order; show; create; edit; delete). GET /api/beans and
// POST /api/recharge use a change at once. Every change is a staff audit entry written in the same
// transaction as the change, with the package before and after.
import { readers } from '../../../platform/http/admin-list';
import { containsText } from '../../../platform/http/in-memory-list';
import { hundredths } from '../../../platform/http/staff-fields';
import { AuditedConfigController, type ConfigResource } from '../../../staff';
import { DeletePackageCommand } from '../delete-package/delete-package.command';
import { ListPackagesQuery } from '../list-packages/list-packages.query';
import type { PackageInput } from '../package-rules';
import { SavePackageCommand } from './save-package.command';
import { AdminPackageDto, CreatePackageDto, toAdminPackageDto, UpdatePackageDto } from './packages.staff.dto';

type Sort = 'id' | 'bean' | 'price' | 'sort_order';
type Filter = { q: string; enabled: boolean; id: string[] };

export const PACKAGES: ConfigResource<
  PackageInput,
  AdminPackageDto,
  string,
  Sort,
  Filter,
  CreatePackageDto,
  UpdatePackageDto
> = {
  resource: 'packages',
  dto: AdminPackageDto,
  view: toAdminPackageDto,
  rows: ({ queryBus }) => queryBus.execute(new ListPackagesQuery()),
  keyOf: (id) => id,
  rowKey: (pkg) => pkg.id,
  notFound: 'NOT_FOUND',
  list: {
    summary: 'Recharge packages, enabled or not (react-admin list)',
    description: 'filter q (part of the id), enabled, id; sort id, bean, price, sort_order (default)',
    defaultSort: { field: 'sort_order', order: 'ASC' },
    filters: { q: readers.string, enabled: readers.boolean, id: readers.ids },
    sortBy: {
      id: (pkg) => pkg.id,
      bean: (pkg) => pkg.bean,
      price: (pkg) => pkg.price,
      sort_order: (pkg) => pkg.sortOrder,
    },
    matches: (pkg, { q, enabled }) => containsText(q, pkg.id) && (enabled === undefined || pkg.enabled === enabled),
  },
  show: { summary: 'One recharge package' },
  create: {
    summary: 'Create a recharge package',
    description: '400 VALIDATION_FAILED (amounts above 0 with two decimals); 409 DUPLICATE_ID. Audited.',
    body: CreatePackageDto,
    run: (body, onChange, { commandBus }) => {
      const bean = hundredths(body.bean);
      const input: PackageInput = {
        id: body.id ?? `pkg-${bean % 100n === 0n ? (bean / 100n).toString() : body.bean}`,
        bean,
        price: hundredths(body.price),
        enabled: body.enabled ?? true,
        sortOrder: body.sort_order ?? 0,
      };
      return commandBus.execute(new SavePackageCommand(input, 'create', onChange));
    },
  },
  edit: {
    summary: 'Edit a recharge package (orders already placed keep their amounts)',
    description: '400 VALIDATION_FAILED; 404 NOT_FOUND. Audited with before and after.',
    body: UpdatePackageDto,
    run: (id, body, current, onChange, { commandBus }) => {
      const input: PackageInput = {
        id,
        bean: hundredths(body.bean),
        price: hundredths(body.price),
        enabled: body.enabled ?? current?.enabled ?? true,
        sortOrder: body.sort_order ?? current?.sortOrder ?? 0,
      };
      return commandBus.execute(new SavePackageCommand(input, 'update', onChange));
    },
  },
  delete: {
    summary: 'Delete a recharge package; answers it as it was. Audited.',
    run: (id, onChange, { commandBus }) => commandBus.execute(new DeletePackageCommand(id, onChange)),
  },
};

export class PackagesStaffController extends AuditedConfigController(PACKAGES) {}
