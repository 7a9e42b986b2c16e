// HTTP routes of the reports: tour performance, staff performance and traveler insights as JSON, and each of their tables as CSV; any member may read them.
import { Controller, Get, NotFoundException, Param, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { REPORT_CSV_QUERIES, REPORT_NAMES, staffPerformanceQuery, tourPerformanceQuery, travelerInsightsQuery, type ReportName } from '@tourops/contracts';
import { CurrentCaller, type Caller } from '../identity/auth.guard';
import { ZodValidationPipe, validQuery } from '../http/zod-validation.pipe';
import { staffPerformanceTable, tableCsv, tourPerformanceTable, travelerInsightsTable, type CsvTable } from './report-csv';
import { ReportsQueries } from './reports.queries';

const isReportName = (value: string): value is ReportName => (REPORT_NAMES as readonly string[]).includes(value);

@Controller('api/reports')
export class ReportsController {
  constructor(private readonly queries: ReportsQueries) {}

  @Get('tour-performance')
  tourPerformance(@CurrentCaller() caller: Caller, @Query(validQuery(tourPerformanceQuery)) query: z.output<typeof tourPerformanceQuery>) {
    return this.queries.tourPerformance(caller.orgId, query);
  }

  @Get('staff-performance')
  staffPerformance(@CurrentCaller() caller: Caller, @Query(validQuery(staffPerformanceQuery)) query: z.output<typeof staffPerformanceQuery>) {
    return this.queries.staffPerformance(caller.orgId, query);
  }

  @Get('traveler-insights')
  travelerInsights(@CurrentCaller() caller: Caller, @Query(validQuery(travelerInsightsQuery)) query: z.output<typeof travelerInsightsQuery>) {
    return this.queries.travelerInsights(caller.orgId, query);
  }

  @Get(':report/csv')
  async csv(@CurrentCaller() caller: Caller, @Param('report') report: string, @Query() rawQuery: unknown, @Res({ passthrough: true }) reply: FastifyReply) {
    if (!isReportName(report)) throw new NotFoundException(`No report is named ${JSON.stringify(report.slice(0, 40))}: use ${REPORT_NAMES.join(', ')}.`);
    const { table, range, csv } = await this.tableOf(caller.orgId, report, rawQuery);
    void reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${report}-${table}-${range.from}-${range.to}.csv"`);
    return csv;
  }

  private async tableOf(orgId: string, report: ReportName, rawQuery: unknown) {
    const written = (table: string, answer: { source: { from: string; to: string } }, csvTable: CsvTable) => ({ table, range: answer.source, csv: tableCsv(csvTable) });
    switch (report) {
      case 'tour-performance': {
        const { table, ...query } = new ZodValidationPipe(REPORT_CSV_QUERIES[report], 'query').transform(rawQuery);
        const answer = await this.queries.tourPerformance(orgId, query);
        return written(table, answer, tourPerformanceTable(answer, table));
      }
      case 'staff-performance': {
        const { table, ...query } = new ZodValidationPipe(REPORT_CSV_QUERIES[report], 'query').transform(rawQuery);
        const answer = await this.queries.staffPerformance(orgId, query);
        return written(table, answer, staffPerformanceTable(answer, table));
      }
      case 'traveler-insights': {
        const { table, ...query } = new ZodValidationPipe(REPORT_CSV_QUERIES[report], 'query').transform(rawQuery);
        const answer = await this.queries.travelerInsights(orgId, query);
        return written(table, answer, travelerInsightsTable(answer, table));
      }
    }
  }
}
