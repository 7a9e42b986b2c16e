// The audit log slice of the API: the organization's events newest first, chained exports, and the trail of who read and exported them.
import { Module } from '@nestjs/common';
import { AuditLogController } from './audit-log.controller';
import { AuditLogExport } from './audit-log-export';
import { AuditLogQueries } from './audit-log.queries';
import { RecordAuditTrailHandler } from './commands/record-audit-trail.command';

@Module({
  controllers: [AuditLogController],
  providers: [AuditLogQueries, AuditLogExport, RecordAuditTrailHandler],
})
export class AuditLogModule {}
