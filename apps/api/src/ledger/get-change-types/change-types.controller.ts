// GET /api/bean/change_type: every change type with its name in the request language (the
// filter list of the income/expense table). Static: read from libs/contracts, no query needed.
import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import {
  CHANGE_TYPES,
  CHANGE_TYPE_NAMES,
  type ChangeType,
  type ChangeTypeView,
  type Language,
} from '@lootledger/contracts';
import { PlayerAuthGuard } from '../../platform/auth';
import { RequestLanguage } from '../../platform/i18n/request-language.decorator';

class ChangeTypeDto implements ChangeTypeView {
  @ApiProperty({ enum: CHANGE_TYPES }) value!: ChangeType;
  @ApiProperty({ example: 'Recharge' }) name!: string;
}

@ApiTags('bean')
@ApiBearerAuth()
@Controller('api/bean')
@UseGuards(PlayerAuthGuard)
export class ChangeTypesController {
  @Get('change_type')
  @ApiOperation({ summary: 'The change types of balance change records, named in the request language' })
  @ApiOkResponse({ type: [ChangeTypeDto] })
  list(@RequestLanguage() lang: Language): ChangeTypeView[] {
    return CHANGE_TYPES.map((value) => ({ value, name: CHANGE_TYPE_NAMES[value][lang] }));
  }
}
