// HTTP routes of the audit log (admins and auditors): a page of every event of the organization, and chained exports; both recorded.
import { Controller, Get, Query, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { auditExportQuery, auditLogQuery } from '@tourops/contracts';
import { AllowRoles, CurrentCaller, type Caller } from '../identity/auth.guard';
import { validQuery } from '../http/zod-validation.pipe';
import { AuditLogExport } from './audit-log-export';
import { AuditLogQueries, type AuditLogFilterQuery } from './audit-log.queries';
import { RecordAuditTrailCommand } from './commands/record-audit-trail.command';
import { RouteConfig } from '@nestjs/platform-fastify';
import { UNCOMPRESSED } from '../http/compression';

const CONTENT_TYPES = { jsonl: 'application/jsonl; charset=utf-8', csv: 'text/csv; charset=utf-8' } as const;

@Controller('api/audit-log')
@AllowRoles('org:admin', 'org:auditor')
export class AuditLogController {
  constructor(
    private readonly queries: AuditLogQueries,
    private readonly exporter: AuditLogExport,
    private readonly commandBus: CommandBus,
  ) {}

  @Get()
  async list(@CurrentCaller() caller: Caller, @Query(validQuery(auditLogQuery)) query: AuditLogFilterQuery) {
    const page = await this.queries.page(caller.orgId, query);
    const { from, to, entityKind, actor, eventType, cursor } = query;
    const filters = { from, to, entityKind, actorId: actor, eventType };
    const data = { filters: Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined)), cursor: cursor ?? null, entries: page.items.length };
    await this.commandBus.execute(new RecordAuditTrailCommand(caller, { type: 'RecordAuditLogRead', data }));
    return page;
  }

  @Get('export')
  @RouteConfig(UNCOMPRESSED)
  export(@CurrentCaller() caller: Caller, @Query(validQuery(auditExportQuery)) query: z.output<typeof auditExportQuery>, @Res({ passthrough: true }) reply: FastifyReply) {
    const { from, to, format } = query;
    void reply
      .header('content-type', CONTENT_TYPES[format])
      .header('content-disposition', `attachment; filename="audit-log-${from}-${to}.${format}"`)
      .header('cache-control', 'no-store');
    const lines = this.exporter.lines({ orgId: caller.orgId, role: caller.role, from, to, format }, (outcome) =>
      this.commandBus.execute(new RecordAuditTrailCommand(caller, { type: 'RecordAuditLogExport', data: { from, to, format, ...outcome } })),
    );
    return Readable.from(lines, { objectMode: false });
  }
}
