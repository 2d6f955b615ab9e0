// GET /api/helps (the help centre's list) and GET /api/help/{id} (one article; 2 is the user
// agreement, 3 the privacy terms). Public, in the request language.
import { Controller, Get, Inject, Param } from '@nestjs/common';
import { ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import type { HelpArticleResponse, HelpCategory, HelpSummaryResponse, Language } from '@lootledger/contracts';
import type { SqlClient } from '@lootledger/event-store';
import { SQL_CLIENT } from '../../platform/database/database.module';
import { DomainError } from '../../platform/errors/domain-error';
import { RequestLanguage } from '../../platform/i18n/request-language.decorator';
import { ApiEnvelope } from '../../platform/openapi/api-envelope.decorator';
import { findArticle, HELP_CATEGORIES, listArticles } from './help-articles';

class HelpSummaryDto implements HelpSummaryResponse {
  @ApiProperty() id!: number;
  @ApiProperty({ enum: HELP_CATEGORIES }) category!: HelpCategory;
  @ApiProperty() title!: string;
}

class HelpArticleDto extends HelpSummaryDto implements HelpArticleResponse {
  @ApiProperty({ description: 'plain text; paragraphs are separated by a blank line' }) body!: string;
  @ApiProperty() updated_at!: string;
}

@ApiTags('content')
@Controller('api')
export class HelpController {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  @Get('helps')
  @ApiOperation({ summary: 'The help articles (titles), in display order' })
  @ApiEnvelope(HelpSummaryDto, { isArray: true })
  async list(@RequestLanguage() lang: Language): Promise<HelpSummaryDto[]> {
    return (await listArticles(this.sql)).map((article) => ({
      id: article.id,
      category: article.category,
      title: lang === 'zh' ? article.titleZh : article.titleEn,
    }));
  }

  @Get('help/:id')
  @ApiOperation({ summary: 'One help article (2: the user agreement, 3: the privacy terms); 404 HELP_NOT_FOUND' })
  @ApiEnvelope(HelpArticleDto)
  async article(@Param('id') id: string, @RequestLanguage() lang: Language): Promise<HelpArticleDto> {
    const article = /^\d{1,9}$/.test(id) ? await findArticle(this.sql, Number(id)) : null;
    if (!article) throw new DomainError('HELP_NOT_FOUND');
    return {
      id: article.id,
      category: article.category,
      title: lang === 'zh' ? article.titleZh : article.titleEn,
      body: lang === 'zh' ? article.bodyZh : article.bodyEn,
      updated_at: article.updatedAt.toISOString(),
    };
  }
}
