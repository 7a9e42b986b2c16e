// The export of a range of the audit log as JSON Lines or CSV: each carries a SHA-256 chain that `npm run audit:verify FILE` checks.
import { Button, ButtonGroup } from '@blueprintjs/core';
import { DownloadIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { downloadFromApi } from '../../shared/downloadFile';
import { showToast } from '../../shared/toaster';

type Format = 'jsonl' | 'csv';

export function AuditLogExportButtons({ from, to }: { from: string; to: string }) {
  const [exporting, setExporting] = useState<Format | null>(null);
  const exportAs = async (format: Format) => {
    setExporting(format);
    try {
      await downloadFromApi(`/api/audit-log/export?from=${from}&to=${to}&format=${format}`, `audit-log-${from}-${to}.${format}`);
      showToast({ intent: 'success', message: `Exported ${from} to ${to} as ${format.toUpperCase()}; check it with npm run audit:verify.` });
    } catch (error) {
      showToast({ intent: 'danger', message: error instanceof Error ? error.message : 'The export failed.' });
    } finally {
      setExporting(null);
    }
  };
  return (
    <ButtonGroup className="audit-log-export">
      <Button icon={<DownloadIcon />} text="Export JSON Lines" loading={exporting === 'jsonl'} onClick={() => void exportAs('jsonl')} data-testid="export-jsonl" title={`Events from ${from} to ${to} (UTC), chained`} />
      <Button icon={<DownloadIcon />} text="Export CSV" loading={exporting === 'csv'} onClick={() => void exportAs('csv')} data-testid="export-csv" title={`Events from ${from} to ${to} (UTC), chained`} />
    </ButtonGroup>
  );
}
