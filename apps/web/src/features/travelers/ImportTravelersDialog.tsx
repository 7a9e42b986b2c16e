// The CSV import dialog: choose or paste a file, preview every row (bad rows with their reasons), then "Import N travelers".
import { Button, Callout, Dialog, DialogBody, DialogFooter, FileInput, FormGroup, HTMLTable, Tag, TextArea } from '@blueprintjs/core';
import { ImportIcon } from '@blueprintjs/icons';
import type { ImportPreview, ImportPreviewRow, ImportResult } from '@tourops/contracts';
import { useState } from 'react';
import { toProblem } from '../../app/problem';
import { ProblemCallout } from '../../shared/ProblemCallout';
import { CSV_COLUMNS_HELP, importCount } from './importRows';
import { usePreviewTravelerImportMutation, useImportTravelersMutation } from './travelersApi';

export interface ImportTravelersDialogProps {
  /** Import into this tour: new and existing travelers of the file join it. */
  tour?: { id: string; title: string };
  onClose: () => void;
}

const STATUS_INTENT = { new: 'success', existing: 'primary', invalid: 'danger' } as const;

export function ImportTravelersDialog({ tour, onClose }: ImportTravelersDialogProps) {
  const [csv, setCsv] = useState('');
  const [fileName, setFileName] = useState('');
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [check, checking] = usePreviewTravelerImportMutation();
  const [run, running] = useImportTravelersMutation();
  const count = preview ? importCount(preview, Boolean(tour)) : 0;

  const changeText = (text: string) => {
    setCsv(text);
    setPreview(null);
    checking.reset();
  };
  const readFile = async (file: File | undefined) => {
    if (!file) return;
    setFileName(file.name);
    changeText(await file.text());
  };
  const runPreview = async () => {
    const answer = await check({ csv, tourId: tour?.id });
    if ('data' in answer && answer.data) setPreview(answer.data);
  };
  const runImport = async () => {
    const answer = await run({ csv, tourId: tour?.id });
    if ('data' in answer && answer.data) setResult(answer.data);
  };

  return (
    <Dialog
      isOpen
      title={tour ? `Import travelers into ${tour.title}` : 'Import travelers'}
      icon={<ImportIcon />}
      onClose={onClose}
      canOutsideClickClose={false}
      style={{ width: 960, maxWidth: 'calc(100vw - 32px)' }}
    >
      <DialogBody data-testid="import-dialog">
        {result ? (
          <ImportOutcome result={result} withTour={Boolean(tour)} />
        ) : (
          <>
            <p className="muted">{CSV_COLUMNS_HELP}</p>
            <FormGroup label="CSV file">
              <FileInput
                text={fileName || 'Choose a .csv file…'}
                inputProps={{ accept: '.csv,text/csv', 'data-testid': 'import-file' } as React.InputHTMLAttributes<HTMLInputElement>}
                onInputChange={(event) => void readFile((event.target as HTMLInputElement).files?.[0])}
                fill
              />
            </FormGroup>
            <FormGroup label="…or paste its contents">
              <TextArea fill rows={5} value={csv} onChange={(event) => changeText(event.target.value)} data-testid="import-csv-text" className="import-csv-text" />
            </FormGroup>
            <ProblemCallout problem={toProblem(checking.error ?? running.error)} />
            {preview && <PreviewTable preview={preview} withTour={Boolean(tour)} />}
          </>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          result ? (
            <Button intent="primary" text="Done" onClick={onClose} data-testid="import-done" />
          ) : (
            <>
              <Button text="Cancel" onClick={onClose} />
              <Button text={preview ? 'Check again' : 'Check file'} disabled={csv.trim() === ''} loading={checking.isLoading} onClick={() => void runPreview()} data-testid="import-preview-button" />
              <Button
                intent="primary"
                text={`Import ${count} traveler${count === 1 ? '' : 's'}`}
                disabled={!preview || count === 0}
                loading={running.isLoading}
                onClick={() => void runImport()}
                data-testid="import-submit"
              />
            </>
          )
        }
      />
    </Dialog>
  );
}

function PreviewTable({ preview, withTour }: { preview: ImportPreview; withTour: boolean }) {
  const { counts } = preview;
  return (
    <div data-testid="import-preview">
      <Callout intent={counts.invalid > 0 ? 'warning' : 'success'} compact className="info-callout" data-testid="import-summary">
        {counts.new} new, {counts.existing} already known{withTour ? ' (added to the tour)' : ' (left as they are)'}, {counts.invalid} with problems
        {counts.invalid > 0 ? ': these rows are skipped. Fix them in the file and check again, or import the others.' : '.'}
      </Callout>
      <div className="table-scroll import-preview-table">
        <HTMLTable compact striped aria-label="Rows of the file">
          <thead>
            <tr>
              <th>Row</th>
              <th>Status</th>
              <th>Name</th>
              <th>Email</th>
              <th>Born</th>
              <th>Details</th>
            </tr>
          </thead>
          <tbody>
            {preview.rows.map((row) => (
              <tr key={row.row} data-testid="import-row" data-status={row.status} data-row={row.row}>
                <td>{row.row}</td>
                <td>
                  <Tag intent={STATUS_INTENT[row.status]} minimal>
                    {row.status}
                  </Tag>
                </td>
                <td>{`${row.firstName} ${row.lastName}`.trim() || '—'}</td>
                <td>{row.email}</td>
                <td>{row.dateOfBirth}</td>
                <td>
                  <RowDetails row={row} />
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </div>
    </div>
  );
}

function RowDetails({ row }: { row: ImportPreviewRow }) {
  if (row.status === 'invalid')
    return (
      <ul className="import-row-errors" data-testid="import-row-errors">
        {Object.entries(row.errors ?? {}).map(([column, message]) => (
          <li key={column}>
            <strong>{column}</strong>: {message}
          </li>
        ))}
      </ul>
    );
  if (row.status === 'existing' && row.match)
    return (
      <span>
        Matches {row.match.name} ({row.match.reason === 'same-email' ? 'same email' : 'same name and date of birth'}){row.onTour ? ', already on the tour' : ''}
      </span>
    );
  return <span className="muted">Will be registered</span>;
}

function ImportOutcome({ result, withTour }: { result: ImportResult; withTour: boolean }) {
  const { counts } = result;
  const problems = result.rows.filter((row) => row.outcome === 'skipped' || row.outcome === 'failed');
  return (
    <div data-testid="import-result">
      <Callout intent={problems.length > 0 ? 'warning' : 'success'} title="Import finished">
        {counts.created} registered, {withTour ? `${result.addedToTour} added to the tour, ` : ''}{counts.unchanged} unchanged, {counts.skipped + counts.failed} not imported.
      </Callout>
      {problems.length > 0 && (
        <ul className="import-row-errors">
          {problems.map((row) => (
            <li key={row.row}>
              Row {row.row}: {Object.entries(row.errors ?? {}).map(([column, message]) => `${column}: ${message}`).join('; ')}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
