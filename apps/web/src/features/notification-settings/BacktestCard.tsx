// The backtest card: the last 30 days of recorded readings replayed with the draft thresholds, beside the saved settings.
import { Button, Card, HTMLTable } from '@blueprintjs/core';
import { HistoryIcon } from '@blueprintjs/icons';
import { THRESHOLD_LEVELS, type NotificationSettings } from '@tourops/domain';
import { toProblem } from '../../app/problem';
import { ProblemCallout } from '../../shared/ProblemCallout';
import { useBacktestNotificationSettingsMutation } from '../settings/settingsApi';

export interface BacktestCardProps {
  /** The draft document (its phone is ignored), or null while it has errors. */
  draft: NotificationSettings | null;
}

export function BacktestCard({ draft }: BacktestCardProps) {
  const [run, { data: result, error, isLoading }] = useBacktestNotificationSettingsMutation();

  return (
    <Card className="settings-card" data-testid="notification-backtest">
      <h2 className="settings-card-title">Backtest</h2>
      <p className="muted">Replay the last 30 days of recorded readings with these thresholds</p>
      <Button
        text="Run backtest"
        icon={<HistoryIcon />}
        loading={isLoading}
        disabled={draft === null}
        onClick={() => draft && void run({ thresholds: draft, days: 30 })}
        data-testid="backtest-run"
      />
      <ProblemCallout problem={toProblem(error)} />
      {result && result.checks === 0 && (
        <p className="muted" data-testid="backtest-no-readings">
          No readings were recorded in the last 30 days: confirm tours and let the monitor check them.
        </p>
      )}
      {result && result.checks > 0 && (
        <HTMLTable compact className="backtest-table" data-testid="backtest-table" aria-label="Notifications the thresholds would have raised">
          <thead>
            <tr>
              <th>Notifications</th>
              <th>These thresholds</th>
              <th>Saved settings</th>
            </tr>
          </thead>
          <tbody>
            {THRESHOLD_LEVELS.map((level) => (
              <tr key={level} data-testid="backtest-row" data-level={level}>
                <th scope="row">{level}</th>
                <td data-testid={`backtest-draft-${level}`}>{result.counts[level]}</td>
                <td data-testid={`backtest-current-${level}`}>{result.current.counts[level]}</td>
              </tr>
            ))}
            <tr data-testid="backtest-row" data-level="escalations">
              <th scope="row">Escalations</th>
              <td data-testid="backtest-draft-escalations">{result.escalations}</td>
              <td data-testid="backtest-current-escalations">{result.current.escalations}</td>
            </tr>
          </tbody>
        </HTMLTable>
      )}
      {result && result.checks > 0 && (
        <p className="muted small" data-testid="backtest-summary">
          {result.checks} checks of {result.subjects} subjects since {new Date(result.from).toLocaleDateString()}.
        </p>
      )}
    </Card>
  );
}
