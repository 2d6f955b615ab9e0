// /admin/api/help-articles: the help centre's articles for content staff, in zh and en (react-admin:
// list with filters q, category, id; sort id, sort_order, category, updated_at; show; create; edit;
// delete, except the user agreement 2 and the privacy terms 3). GET /api/helps and /api/help/{id}
// serve a change at once. Every change is a staff audit entry in the same transaction.
import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Inject,
  Ip,
  Param,
  Post,
  Put,
  Query,
  Res,
  UseGuards,
} from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ApiBearerAuth,
  ApiNotFoundResponse,
  ApiOperation,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { SqlClient } from '@lootledger/event-store';
import { DeleteHelpArticleCommand } from '../delete-help-article/delete-help-article.command';
import { findArticle, listArticles, type HelpArticle } from '../help/help-articles';
import { SaveHelpArticleCommand, type OnHelpArticleChange } from './save-help-article.command';
import { SQL_CLIENT } from '../../platform/database/database.module';
import { DomainError } from '../../platform/errors/domain-error';
import { AdminListRequestDto, parseAdminList, readers, setContentRange } from '../../platform/http/admin-list';
import { ApiEnvelope } from '../../platform/openapi/api-envelope.decorator';
import { ErrorEnvelopeDto } from '../../platform/openapi/envelope.schema';
import { StaffAuditLog, rolesAllowed } from '../../staff';
import { type AuthenticatedStaff, CurrentStaff, Roles, StaffAuthGuard } from '../../platform/auth';
import { ReasonDto } from '../../platform/http/staff-fields';
import { containsText, pageInMemory } from '../../platform/http/in-memory-list';
import {
  AdminHelpArticleDto,
  CreateHelpArticleDto,
  toAdminHelpArticleDto,
  toHelpArticleInput,
  UpdateHelpArticleDto,
} from './help-articles.staff.dto';

const RESOURCE = 'help-articles';
const SORT_FIELDS = ['id', 'sort_order', 'category', 'updated_at'] as const;

/** The article id of a path segment, or NOT_FOUND. */
function articleIdOf(id: string): number {
  if (!/^\d{1,9}$/.test(id)) throw new DomainError('HELP_NOT_FOUND');
  return Number(id);
}

@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/api/help-articles')
@UseGuards(StaffAuthGuard)
export class HelpArticlesStaffController {
  constructor(
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
    private readonly commandBus: CommandBus,
    private readonly auditLog: StaffAuditLog,
  ) {}

  @Get()
  @Roles(...rolesAllowed('list', RESOURCE))
  @ApiOperation({
    summary: 'Help articles in both languages (react-admin list)',
    description: 'filter q (titles and bodies), category, id; sort id, sort_order (default), category, updated_at',
  })
  @ApiEnvelope(AdminHelpArticleDto, { isArray: true })
  async list(
    @Query() query: AdminListRequestDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminHelpArticleDto[]> {
    const request = parseAdminList(query, {
      sortFields: SORT_FIELDS,
      defaultSort: { field: 'sort_order', order: 'ASC' },
      filters: { q: readers.string, category: readers.string, id: readers.ids },
    });
    const page = pageInMemory(await listArticles(this.sql), request, {
      sortBy: {
        id: (article) => article.id,
        sort_order: (article) => article.sortOrder,
        category: (article) => article.category,
        updated_at: (article) => article.updatedAt.getTime(),
      },
      matches: (article, { q, category, id }) =>
        containsText(q, article.titleZh, article.titleEn, article.bodyZh, article.bodyEn) &&
        (category === undefined || article.category === category) &&
        (id === undefined || id.includes(String(article.id))),
      idOf: (article) => String(article.id).padStart(10, '0'),
    });
    setContentRange(reply, RESOURCE, request.offset, page.rows.length, page.total);
    return page.rows.map(toAdminHelpArticleDto);
  }

  @Get(':id')
  @Roles(...rolesAllowed('show', RESOURCE))
  @ApiOperation({ summary: 'One help article in both languages' })
  @ApiEnvelope(AdminHelpArticleDto)
  @ApiNotFoundResponse({ description: 'HELP_NOT_FOUND', type: ErrorEnvelopeDto })
  async show(@Param('id') id: string): Promise<AdminHelpArticleDto> {
    const article = await findArticle(this.sql, articleIdOf(id));
    if (!article) throw new DomainError('HELP_NOT_FOUND');
    return toAdminHelpArticleDto(article);
  }

  @Post()
  @HttpCode(200)
  @Roles(...rolesAllowed('create', RESOURCE))
  @ApiOperation({
    summary: 'Create a help article (zh and en)',
    description: '400 VALIDATION_FAILED naming each refused field; 409 DUPLICATE_ID for a taken id. Audited.',
  })
  @ApiEnvelope(AdminHelpArticleDto)
  async create(
    @Body() body: CreateHelpArticleDto,
    @CurrentStaff() staff: AuthenticatedStaff,
    @Ip() ip: string,
  ): Promise<AdminHelpArticleDto> {
    const saved = await this.commandBus.execute<SaveHelpArticleCommand, HelpArticle>(
      new SaveHelpArticleCommand(
        toHelpArticleInput(body.id, body),
        'create',
        this.audited(staff, 'create', body.reason, ip),
      ),
    );
    return toAdminHelpArticleDto(saved);
  }

  @Put(':id')
  @Roles(...rolesAllowed('edit', RESOURCE))
  @ApiOperation({
    summary: 'Edit a help article (zh and en); the player pages serve the edit at once',
    description: '400 VALIDATION_FAILED; 404 HELP_NOT_FOUND. Audited with before and after.',
  })
  @ApiEnvelope(AdminHelpArticleDto)
  @ApiNotFoundResponse({ description: 'HELP_NOT_FOUND', type: ErrorEnvelopeDto })
  async update(
    @Param('id') id: string,
    @Body() body: UpdateHelpArticleDto,
    @CurrentStaff() staff: AuthenticatedStaff,
    @Ip() ip: string,
  ): Promise<AdminHelpArticleDto> {
    const articleId = articleIdOf(id);
    const current = await findArticle(this.sql, articleId);
    const saved = await this.commandBus.execute<SaveHelpArticleCommand, HelpArticle>(
      new SaveHelpArticleCommand(
        toHelpArticleInput(articleId, { ...body, sort_order: body.sort_order ?? current?.sortOrder }),
        'update',
        this.audited(staff, 'edit', body.reason, ip),
      ),
    );
    return toAdminHelpArticleDto(saved);
  }

  @Delete(':id')
  @Roles(...rolesAllowed('delete', RESOURCE))
  @ApiOperation({
    summary:
      'Delete a help article; answers it as it was. The user agreement (2) and privacy terms (3) cannot be deleted.',
  })
  @ApiEnvelope(AdminHelpArticleDto)
  @ApiNotFoundResponse({ description: 'HELP_NOT_FOUND', type: ErrorEnvelopeDto })
  @ApiUnprocessableEntityResponse({ description: 'HELP_ARTICLE_PROTECTED', type: ErrorEnvelopeDto })
  async remove(
    @Param('id') id: string,
    @Body() body: ReasonDto,
    @CurrentStaff() staff: AuthenticatedStaff,
    @Ip() ip: string,
  ): Promise<AdminHelpArticleDto> {
    const deleted = await this.commandBus.execute<DeleteHelpArticleCommand, HelpArticle>(
      new DeleteHelpArticleCommand(articleIdOf(id), this.audited(staff, 'delete', body?.reason, ip)),
    );
    return toAdminHelpArticleDto(deleted);
  }

  private audited(
    staff: AuthenticatedStaff,
    action: string,
    reason: string | undefined,
    ip: string,
  ): OnHelpArticleChange {
    return this.auditLog.onChange(
      { staff, action, resource: RESOURCE, reason, ip },
      { idOf: (value) => String(value.id), view: toAdminHelpArticleDto },
    );
  }
}
