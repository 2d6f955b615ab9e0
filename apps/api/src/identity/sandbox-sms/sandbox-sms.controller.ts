// GET /sandbox/sms?mobile=&area_code= : the latest code the sandbox SMS gateway "sent" to a number,
// as plain JSON {code, sent_at}. Mounted only with SMS_PROVIDER=sandbox (sms-provider.module.ts).
import { Controller, Get, Query } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { DomainError } from '../../platform/errors/domain-error';
import { DEFAULT_AREA_CODE } from '../domain/mobile-number';
import { SandboxSmsProvider } from '../sms/sandbox-sms.provider';

@ApiExcludeController()
@Controller('sandbox')
export class SandboxSmsController {
  constructor(private readonly provider: SandboxSmsProvider) {}

  @Get('sms')
  async latest(
    @Query('mobile') mobile?: string,
    @Query('area_code') areaCode?: string,
  ): Promise<{ code: string; sent_at: string }> {
    const message =
      typeof mobile === 'string'
        ? await this.provider.latestFor(areaCode || DEFAULT_AREA_CODE, mobile.trim())
        : undefined;
    if (!message) throw new DomainError('NOT_FOUND');
    return { code: message.code, sent_at: message.sentAt.toISOString() };
  }
}
