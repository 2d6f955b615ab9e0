// What the contract game adds to the games module (one import line there): its feature, its player
// and staff controllers, its services and the migration of its settings table.
import { CONTRACT_FEATURE } from './contract.feature';
import { ContractsReader } from './contracts/contracts.reader';
import { CONTRACT_SETTINGS_MIGRATIONS, ContractSettingsRepository } from './settings/contract-settings.repository';
import { ContractController } from './sign-contract/contract.controller';
import { ContractService } from './sign-contract/contract.service';
import { ContractSettingsStaffController } from './staff/contract-settings.staff.controller';
import { ContractsStaffController } from './staff/contracts.staff.controller';

export { CONTRACT_FEATURE };
export const CONTRACT_CONTROLLERS = [ContractController, ContractsStaffController, ContractSettingsStaffController];
export const CONTRACT_PROVIDERS = [ContractService, ContractsReader, ContractSettingsRepository];
export const CONTRACT_MIGRATIONS = CONTRACT_SETTINGS_MIGRATIONS;
