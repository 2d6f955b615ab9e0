// /admin/api/contract-settings: the contract's RTP and value band (one row, id "default"), edited
// by finance (react-admin list, show, edit), validated, each change a staff audit entry written in
// the change's transaction with the row before and after. The next contract uses it; a signed
// contract keeps the rules it recorded.
import { ApiProperty } from '@nestjs/swagger';
import { DomainError } from '../../../platform/errors/domain-error';
import { basisPoints, IsPercent, IsReason, percentOf } from '../../../platform/http/staff-fields';
import { AuditedConfigController, type ConfigResource, listByIds } from '../../../staff';
import { contractRulesProblem, type ContractRules } from '../domain/contract-rules';
import { ContractSettingsRepository, type ContractSettingsRow } from '../settings/contract-settings.repository';
// Its resources join the staff matrix before the routes below ask it for their roles.
import './contract.staff-resources';

export class AdminContractSettingsDto {
  @ApiProperty({ example: 'default' }) id!: string;
  @ApiProperty({ example: '90.00', description: 'percent: the pool expected value is rtp x the inputs total' })
  rtp!: string;
  @ApiProperty({ example: '25.00', description: 'percent of the inputs total: the cheapest item that may come back' })
  band_min!: string;
  @ApiProperty({ example: '400.00', description: 'percent of the inputs total: the dearest item that may come back' })
  band_max!: string;
  @ApiProperty() updated_at!: string;
}

export class UpdateContractSettingsDto {
  @ApiProperty({ example: '90.00', description: '50.00 to 100.00' }) @IsPercent('rtp') rtp!: string;
  @ApiProperty({ example: '25.00', description: '1.00 to 100.00, at most rtp' })
  @IsPercent('band_min')
  band_min!: string;
  @ApiProperty({ example: '400.00', description: '100.00 to 999.99' }) @IsPercent('band_max') band_max!: string;
  @IsReason() reason?: string;
}

const SETTINGS_ID = 'default';

const ZH: Record<string, string> = {
  rtp: '返还率须在 50.00 到 100.00 之间',
  band_min: '最低价值比例须在 1.00 到 100.00 之间，且不高于返还率',
  band_max: '最高价值比例须在 100.00 到 999.99 之间',
};

export const CONTRACT_SETTINGS: ConfigResource<
  ContractSettingsRow,
  AdminContractSettingsDto,
  string,
  'id',
  { id: string[] },
  never,
  UpdateContractSettingsDto
> = {
  resource: 'contract-settings',
  dto: AdminContractSettingsDto,
  view: (row) => ({
    id: SETTINGS_ID,
    rtp: percentOf(row.rtpBasisPoints),
    band_min: percentOf(row.band.minBasisPoints),
    band_max: percentOf(row.band.maxBasisPoints),
    updated_at: row.updatedAt,
  }),
  rows: async (context) => [await new ContractSettingsRepository(context.sql).current()],
  keyOf: (id) => {
    if (id !== SETTINGS_ID) throw new DomainError('NOT_FOUND');
    return id;
  },
  rowKey: () => SETTINGS_ID,
  notFound: 'NOT_FOUND',
  list: listByIds("The contract's rules: RTP and the value band (one row, id default)", { id: () => SETTINGS_ID }),
  show: { summary: "The contract's rules" },
  edit: {
    summary: "Change the contract's RTP and value band",
    description: '400 VALIDATION_FAILED (out of range, band_min above rtp). Audited with before and after.',
    body: UpdateContractSettingsDto,
    run: (_key, body, _current, onChange, context) => {
      const rules: ContractRules = {
        rtpBasisPoints: basisPoints(body.rtp),
        band: { minBasisPoints: basisPoints(body.band_min), maxBasisPoints: basisPoints(body.band_max) },
      };
      const problem = contractRulesProblem(rules);
      if (problem) {
        throw DomainError.invalidFields([
          { field: problem.field, message: { en: problem.message, zh: ZH[problem.field] } },
        ]);
      }
      const settings = new ContractSettingsRepository(context.sql);
      return context.sql.transaction(async (tx) => {
        const before = await settings.current(tx);
        await settings.save(tx, rules);
        const after = await settings.current(tx);
        await onChange(tx, { before, after });
        return after;
      });
    },
  },
};

export class ContractSettingsStaffController extends AuditedConfigController(CONTRACT_SETTINGS) {}
