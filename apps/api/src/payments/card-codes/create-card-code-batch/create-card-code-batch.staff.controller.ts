// POST /admin/api/card-code-batches: staff who may create card codes issue a batch and receive its
// codes, as JSON and as CSV, in this response only.
import { Body, HttpCode, Ip, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation } from '@nestjs/swagger';
import { formatAmount, parseAmount } from '@lootledger/contracts';
import { CurrentStaff, Roles, type AuthenticatedStaff } from '../../../platform/auth';
import { rolesAllowed, StaffAuditLog, StaffController } from '../../../staff';
import { ApiEnvelope } from '../../../platform/openapi/api-envelope.decorator';
import { toCardCodeBatchDto } from '../get-card-code-batch/card-code-batch.view';
import { renderCardCodesCsv } from './card-codes.csv';
import { CreateCardCodeBatchCommand } from './create-card-code-batch.command';
import { CreateCardCodeBatchDto, CreatedCardCodeBatchDto } from './create-card-code-batch.dto';

@StaffController('card-code-batches')
@Roles(...rolesAllowed('create', 'card-codes'))
export class CreateCardCodeBatchStaffController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly auditLog: StaffAuditLog,
  ) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Issue a batch of card codes; the codes are in this response only (JSON and CSV), never again',
    description:
      '20 symbols from 23456789ABCDEFGHJKMNPQRSTUVWXYZ (no 0/O/1/I/L), grouped XXXX-XXXX-XXXX-XXXX-XXXX, ' +
      'about 99 bits from a CSPRNG; stored as SHA-256 of the normalised code only. ' +
      '400 VALIDATION_FAILED for a count outside 1..10000, a bean not above 0, an expiry not in the future.',
  })
  @ApiEnvelope(CreatedCardCodeBatchDto)
  async create(
    @CurrentStaff() staff: AuthenticatedStaff,
    @Body() body: CreateCardCodeBatchDto,
    @Ip() ip: string,
  ): Promise<CreatedCardCodeBatchDto> {
    const { batch, codes } = await this.commandBus.execute(
      new CreateCardCodeBatchCommand(
        {
          count: body.count,
          value: parseAmount(body.bean) ?? 0n,
          expiresAt: new Date(body.expires_at),
          note: body.note?.trim() || null,
          staffId: staff.staffId,
        },
        // The audit entry holds the batch (never its codes), written with it.
        (tx, created) =>
          this.auditLog.record(
            {
              staff,
              action: 'create',
              resource: 'card-codes',
              resourceId: created.id,
              before: null,
              after: toCardCodeBatchDto(created),
              ip,
            },
            tx,
          ),
      ),
    );
    const csv = renderCardCodesCsv({
      batchId: batch.id,
      bean: formatAmount(batch.value),
      expiresAt: batch.expiresAt.toISOString(),
      codes,
    });
    return { ...toCardCodeBatchDto(batch), codes, csv };
  }
}
