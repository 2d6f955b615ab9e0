// Deletes a recharge package (404 NOT_FOUND when there is none). Orders placed for it keep their
// own copy of its amounts; new orders for it are refused (PACKAGE_NOT_FOUND).
import { Command } from '@nestjs/cqrs';
import type { OnConfigChange, PackageInput } from '../package-rules';

export class DeletePackageCommand extends Command<PackageInput> {
  constructor(
    readonly packageId: string,
    readonly onChange?: OnConfigChange<PackageInput>,
  ) {
    super();
  }
}
