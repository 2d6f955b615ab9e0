// Creates (mode 'create': 409 DUPLICATE_ID when the id exists) or replaces (mode 'update': 404
// NOT_FOUND when it does not) a recharge package. 400 VALIDATION_FAILED names refused fields. The
// next GET /api/beans and POST /api/recharge use it; orders already placed keep their own amounts.
import { Command } from '@nestjs/cqrs';
import type { OnConfigChange, PackageInput } from '../package-rules';

export class SavePackageCommand extends Command<PackageInput> {
  constructor(
    readonly input: PackageInput,
    readonly mode: 'create' | 'update',
    readonly onChange?: OnConfigChange<PackageInput>,
  ) {
    super();
  }
}
