// The "Export CSV" button of one report table: the API's CSV of that table for the page's range and filters.
import { Button } from '@blueprintjs/core';
import { DownloadIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import type { ReportName } from '@tourops/contracts';
import { showToast } from '../../shared/toaster';
import { downloadReportCsv, type ReportTable } from './reportsApi';
import type { ReportQueries } from './reportView';

export function CsvExportButton<R extends ReportName>({ report, table, query, disabled }: { report: R; table: ReportTable<R>; query: ReportQueries[R]; disabled?: boolean }) {
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadReportCsv(report, table, query);
    } catch (error) {
      showToast({ intent: 'danger', message: (error as Error).message });
    } finally {
      setExporting(false);
    }
  };
  return (
    <Button
      className="report-control"
      size="small"
      variant="outlined"
      icon={<DownloadIcon />}
      text="Export CSV"
      loading={exporting}
      disabled={disabled}
      onClick={() => void exportCsv()}
      data-testid={`export-${table}`}
    />
  );
}
