// Admins: the read models (projections) with their version, position, lag and state (refreshed), and a progress bar while a next generation fills.
import { Callout, Card, HTMLTable, ProgressBar, Tag, type Intent } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import type { ProjectionStatusView } from '@tourops/contracts';
import { toProblem } from '../../app/problem';
import { readModelsApi } from './readModelsApi';

const REFRESH_WHILE_REBUILDING_MS = 1000;
const REFRESH_MS = 10_000;

const STATE_INTENT: Record<ProjectionStatusView['state'], Intent> = { live: 'success', rebuilding: 'primary', frozen: 'warning' };

function StateCell({ projection }: { projection: ProjectionStatusView }) {
  const { state, next, servingVersion } = projection;
  return (
    <td>
      <Tag minimal intent={STATE_INTENT[state]}>{state === 'frozen' ? `frozen at version ${servingVersion}` : state}</Tag>
      {next && (
        <div className="read-model-progress" title={`Version ${next.version}: position ${next.position} of ${next.target}, ${next.eventsPerSecond} events/s`}>
          <ProgressBar value={next.percent / 100} intent="primary" stripes animate aria-label={`Version ${next.version} of ${projection.name} rebuilt`} />
          <span className="muted">
            version {next.version}: {next.percent.toFixed(1)}%
          </span>
        </div>
      )}
    </td>
  );
}

export function ReadModelsCard() {
  const [rebuilding, setRebuilding] = useState(false);
  const { data, error } = readModelsApi.useGetProjectionsStatusQuery(undefined, { pollingInterval: rebuilding ? REFRESH_WHILE_REBUILDING_MS : REFRESH_MS, refetchOnMountOrArgChange: true });
  useEffect(() => setRebuilding(data?.projections.some((projection) => projection.next !== null) ?? false), [data]);
  return (
    <Card className="settings-card" data-testid="read-models">
      <h2 className="settings-card-title">Read models</h2>
      <p className="muted">
        The projections the lists and reports read. A new version fills from the start of the event log beside the one that serves, and takes over when caught up
        (<code>npm run projections -- rebuild NAME</code>). Documents are those of this organization; positions are those of the event log.
      </p>
      {error && <Callout intent="warning">The status is not available: {toProblem(error)?.detail ?? 'unknown error'}</Callout>}
      {data && (
        <HTMLTable compact striped className="read-models-table" aria-label="Read models">
          <thead>
            <tr>
              <th>Projection</th>
              <th>Version</th>
              <th>Documents</th>
              <th>Position</th>
              <th>Lag</th>
              <th>State</th>
            </tr>
          </thead>
          <tbody>
            {data.projections.map((projection) => (
              <tr key={projection.name} data-testid={`read-model-${projection.name}`}>
                <td>{projection.name}</td>
                <td>{projection.servingVersion === projection.version ? projection.version : `${projection.servingVersion} → ${projection.version}`}</td>
                <td>{projection.documents}</td>
                <td>{projection.position}</td>
                <td>{projection.lag}</td>
                <StateCell projection={projection} />
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </Card>
  );
}
