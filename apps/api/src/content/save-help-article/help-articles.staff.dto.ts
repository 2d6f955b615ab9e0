// Shapes of /admin/api/help-articles: a help article in both languages (ids are strings at the API).
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, MaxLength } from 'class-validator';
import type { StaffHelpArticleResponse } from '@lootledger/contracts';
import {
  HELP_CATEGORIES,
  PRIVACY_TERMS_ID,
  USER_AGREEMENT_ID,
  type HelpArticle,
  type HelpCategory,
} from '../help/help-articles';
import { type HelpArticleInput } from './save-help-article.command';
import { IsReason } from '../../platform/http/staff-fields';

export class AdminHelpArticleDto implements StaffHelpArticleResponse {
  @ApiProperty({ example: '2' }) id!: string;
  @ApiProperty({ enum: HELP_CATEGORIES }) category!: HelpCategory;
  @ApiProperty() sort_order!: number;
  @ApiProperty() title_zh!: string;
  @ApiProperty() title_en!: string;
  @ApiProperty({ description: 'plain text; paragraphs are separated by a blank line' }) body_zh!: string;
  @ApiProperty() body_en!: string;
  @ApiProperty({ description: 'the user agreement (2) and privacy terms (3): editable, never deleted' })
  protected!: boolean;
  @ApiProperty() updated_at!: string;
}

export function toAdminHelpArticleDto(article: HelpArticle): AdminHelpArticleDto {
  return {
    id: String(article.id),
    category: article.category,
    sort_order: article.sortOrder,
    title_zh: article.titleZh,
    title_en: article.titleEn,
    body_zh: article.bodyZh,
    body_en: article.bodyEn,
    protected: article.id === USER_AGREEMENT_ID || article.id === PRIVACY_TERMS_ID,
    updated_at: article.updatedAt.toISOString(),
  };
}

export class UpdateHelpArticleDto {
  @ApiProperty({ enum: HELP_CATEGORIES })
  @IsString()
  @IsIn(HELP_CATEGORIES as unknown as string[])
  category!: string;

  @ApiPropertyOptional({ description: 'display order; default: unchanged (0 for a new article)' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  sort_order?: number;

  @ApiProperty() @IsString() @MaxLength(200) title_zh!: string;
  @ApiProperty() @IsString() @MaxLength(200) title_en!: string;
  @ApiProperty() @IsString() @MaxLength(50_000) body_zh!: string;
  @ApiProperty() @IsString() @MaxLength(50_000) body_en!: string;

  @IsReason() reason?: string;
}

export class CreateHelpArticleDto extends UpdateHelpArticleDto {
  @ApiPropertyOptional({ example: '6', description: 'default: the next free id' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  id?: number;
}

export function toHelpArticleInput(id: number | undefined, body: UpdateHelpArticleDto): HelpArticleInput {
  return {
    ...(id !== undefined ? { id } : {}),
    category: body.category as HelpCategory,
    sortOrder: body.sort_order ?? 0,
    titleZh: body.title_zh,
    titleEn: body.title_en,
    bodyZh: body.body_zh,
    bodyEn: body.body_en,
  };
}
