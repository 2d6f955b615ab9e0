// Public query of payments for the admin console: every recharge package, enabled or not, in the
// order GET /api/beans lists them.
import { Query } from '@nestjs/cqrs';
import type { PackageInput } from '../package-rules';

export type StaffPackageView = PackageInput;

export class ListPackagesQuery extends Query<StaffPackageView[]> {}
