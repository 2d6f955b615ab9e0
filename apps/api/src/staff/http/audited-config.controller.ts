// The one audited CRUD controller of the console's configuration resources (packages, first-recharge
// bonuses, VIP and promotion levels, help articles: tables of tens of rows that staff edit). A
// resource describes itself (its rows through its context's public query, its key, its list's
// sorts and filters, its DTOs, and the commands that change it); the controller serves the
// react-admin calls: list (filtered, sorted, paged, Content-Range), show, create, edit, delete, each
// change a staff audit entry written in the change's own transaction with the row before and after.
//   export class PackagesStaffController extends AuditedConfigController(PACKAGES_RESOURCE) {}
import { Body, Delete, Get, HttpCode, Inject, Ip, Param, Post, Put, Query, Res, type Type } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { ErrorKey } from '@lootledger/contracts';
import type { SqlClient, SqlExecutor } from '@lootledger/event-store';
import type { FastifyReply } from 'fastify';
import { CurrentStaff, type AuthenticatedStaff } from '../../platform/auth';
import { SQL_CLIENT } from '../../platform/database/tokens';
import { DomainError } from '../../platform/errors/domain-error';
import {
  AdminListRequestDto,
  parseAdminList,
  readers,
  setContentRange,
  type AdminListSpec,
} from '../../platform/http/admin-list';
import { pageInMemory, type SortValue } from '../../platform/http/in-memory-list';
import { ReasonDto } from '../../platform/http/staff-fields';
import { StaffAuditLog } from '../audit-log/staff-audit-log';
import type { StaffResource } from '../domain/staff-permissions';
import { StaffController, StaffEndpoint, type StaffEndpointDocs } from './staff-endpoint';

/** What a change's command calls in its transaction with the row before and after: the audit entry. */
export type AuditedChange<Row> = (tx: SqlExecutor, values: { before: Row | null; after: Row | null }) => Promise<void>;

/** What a resource's reads and commands may use. */
export interface ConfigResourceContext {
  queryBus: QueryBus;
  commandBus: CommandBus;
  sql: SqlClient;
}

type Docs = Omit<StaffEndpointDocs, 'type' | 'isArray'>;

export interface ConfigResource<Row, Dto, Key extends SortValue, Sort extends string, Filter, CreateBody, EditBody> {
  resource: StaffResource;
  dto: Type<Dto>;
  view(row: Row): Dto;
  /** Every row, through the context's public query (a small table, read whole). */
  rows(context: ConfigResourceContext): Promise<readonly Row[]>;
  /** The key of a path id; throws the resource's not-found refusal for any other text. */
  keyOf(id: string): Key;
  /** The row's key, as keyOf gives it: what a path id finds, and the tie-break of every sort. */
  rowKey(row: Row): Key;
  /** The row's id (default: its key as text): in the audit log, and what the list's id filter matches. */
  idOf?(row: Row): string;
  notFound: ErrorKey;
  list: Docs &
    Omit<AdminListSpec<Sort, Filter>, 'sortFields'> & {
      /** The sortable fields (in the order a refusal names them) and how each reads a row. */
      sortBy: Record<Sort, (row: Row) => SortValue>;
      /** Whether a row passes the resource's own filters (the id filter is matched here, against idOf). */
      matches?: (row: Row, filter: Partial<Filter>) => boolean;
    };
  show: Docs;
  create?: Docs & {
    body: Type<CreateBody>;
    run(body: CreateBody, onChange: AuditedChange<Row>, context: ConfigResourceContext): Promise<Row>;
  };
  edit: Docs & {
    body: Type<EditBody>;
    /** current: the row as it is now (undefined when there is none: the command refuses). */
    run(
      key: Key,
      body: EditBody,
      current: Row | undefined,
      onChange: AuditedChange<Row>,
      context: ConfigResourceContext,
    ): Promise<Row>;
  };
  delete?: Docs & { run(key: Key, onChange: AuditedChange<Row>, context: ConfigResourceContext): Promise<Row> };
}

/** The list of a small table filtered by id alone (react-admin's getMany), by default sorted by `sortBy`'s first field. */
export function listByIds<Row, Sort extends string>(
  summary: string,
  sortBy: Record<Sort, (row: Row) => SortValue>,
): ConfigResource<Row, unknown, never, Sort, { id: string[] }, unknown, unknown>['list'] {
  return {
    summary,
    defaultSort: { field: Object.keys(sortBy)[0] as Sort, order: 'ASC' },
    filters: { id: readers.ids },
    sortBy,
  };
}

interface ReasonBody {
  reason?: string;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyConfigResource = ConfigResource<any, any, SortValue, string, any, any, any>;

/** The controller class of a resource (extend it to name it: class XStaffController extends ...). */
export function AuditedConfigController(spec: AnyConfigResource) {
  const { resource } = spec;
  const idOf = spec.idOf ?? ((row: unknown) => String(spec.rowKey(row)));
  const withKey = [[404, spec.notFound]] as const;

  @StaffController(resource)
  class AuditedConfigResourceController {
    constructor(
      readonly queryBus: QueryBus,
      readonly commandBus: CommandBus,
      @Inject(SQL_CLIENT) readonly sql: SqlClient,
      readonly auditLog: StaffAuditLog,
    ) {}

    @Get()
    @StaffEndpoint('list', resource, { ...docsOf(spec.list), type: spec.dto, isArray: true })
    async list(
      @Query() query: AdminListRequestDto,
      @Res({ passthrough: true }) reply: FastifyReply,
    ): Promise<unknown[]> {
      const { sortBy, matches } = spec.list;
      const request = parseAdminList(query, { ...spec.list, sortFields: Object.keys(sortBy) });
      const page = pageInMemory(await spec.rows(this), request, {
        sortBy,
        matches: (row, filter) =>
          (filter.id === undefined || filter.id.includes(idOf(row))) && (matches?.(row, filter) ?? true),
        idOf: spec.rowKey,
      });
      setContentRange(reply, resource, request.offset, page.rows.length, page.total);
      return page.rows.map((row) => spec.view(row));
    }

    @Get(':id')
    @StaffEndpoint('show', resource, { ...docsOf(spec.show), type: spec.dto, refusals: withKey })
    async show(@Param('id') id: string): Promise<unknown> {
      const row = await this.find(spec.keyOf(id));
      if (!row) throw new DomainError(spec.notFound);
      return spec.view(row);
    }

    @Post()
    @HttpCode(200)
    @StaffEndpoint('create', resource, { ...docsOf(spec.create ?? { summary: '' }), type: spec.dto })
    async create(
      @Body() body: ReasonBody,
      @CurrentStaff() staff: AuthenticatedStaff,
      @Ip() ip: string,
    ): Promise<unknown> {
      if (!spec.create) throw new DomainError('NOT_FOUND');
      return spec.view(await spec.create.run(body, this.audited(staff, 'create', body.reason, ip), this));
    }

    @Put(':id')
    @StaffEndpoint('edit', resource, { ...docsOf(spec.edit), type: spec.dto, refusals: withKey })
    async update(
      @Param('id') id: string,
      @Body() body: ReasonBody,
      @CurrentStaff() staff: AuthenticatedStaff,
      @Ip() ip: string,
    ): Promise<unknown> {
      const key = spec.keyOf(id);
      const current = await this.find(key);
      return spec.view(await spec.edit.run(key, body, current, this.audited(staff, 'edit', body.reason, ip), this));
    }

    @Delete(':id')
    @StaffEndpoint('delete', resource, {
      ...docsOf(spec.delete ?? { summary: '' }),
      type: spec.dto,
      refusals: [...withKey, ...(spec.delete?.refusals ?? [])],
    })
    async remove(
      @Param('id') id: string,
      @Body() body: ReasonDto,
      @CurrentStaff() staff: AuthenticatedStaff,
      @Ip() ip: string,
    ): Promise<unknown> {
      if (!spec.delete) throw new DomainError('NOT_FOUND');
      const key = spec.keyOf(id);
      return spec.view(await spec.delete.run(key, this.audited(staff, 'delete', body?.reason, ip), this));
    }

    private async find(key: unknown): Promise<unknown> {
      return (await spec.rows(this)).find((row) => spec.rowKey(row) === key);
    }

    private audited(staff: AuthenticatedStaff, action: string, reason: string | undefined, ip: string) {
      return this.auditLog.onChange({ staff, action, resource, reason, ip }, { idOf, view: (row) => spec.view(row) });
    }
  }

  // The bodies are the resource's DTO classes: validation (and OpenAPI) read them from here.
  const paramTypes = (name: string, types: unknown[]) =>
    Reflect.defineMetadata('design:paramtypes', types, AuditedConfigResourceController.prototype, name);
  if (spec.create) paramTypes('create', [spec.create.body, Object, String]);
  paramTypes('update', [String, spec.edit.body, Object, String]);
  // A resource without create or delete has no such route.
  if (!spec.create) unroute(AuditedConfigResourceController, 'create');
  if (!spec.delete) unroute(AuditedConfigResourceController, 'remove');
  return AuditedConfigResourceController;
}

function docsOf(docs: Docs): Docs {
  return { summary: docs.summary, description: docs.description, refusals: docs.refusals };
}

/** Takes a method's route away (Nest maps only methods that carry a path). */
function unroute(target: Type<unknown>, method: string): void {
  const handler = (target.prototype as Record<string, unknown>)[method] as object;
  for (const key of Reflect.getMetadataKeys(handler)) Reflect.deleteMetadata(key, handler);
}
