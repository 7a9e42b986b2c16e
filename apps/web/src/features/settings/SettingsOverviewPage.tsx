// /settings: the organization's five settings documents at a glance (SPEC.md §3), each with a link to the page that changes it.
import { Card, HTMLTable, Tag } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Settings, Thresholds } from '@tourops/domain';
import { PageHeader } from '../layout/PageHeader';
import { useSettings } from './useSettings';

const levels = ({ WARNING, ALERT, CRITICAL }: Thresholds, unit: string) => `${WARNING} / ${ALERT} / ${CRITICAL} ${unit}`;
const statusList = (statuses: string[]) => (statuses.length ? statuses.join(', ') : 'every status');
const keyState = (key: string) => (key ? <Tag intent="success" minimal>set</Tag> : <Tag minimal>not set: simulated provider</Tag>);

function SettingsSection({ title, to, testId, rows }: { title: string; to: string; testId: string; rows: [string, ReactNode][] }) {
  return (
    <Card className="settings-card" data-testid={testId}>
      <h2 className="settings-card-title">
        {title} <Link to={to}>Change</Link>
      </h2>
      <HTMLTable compact className="settings-summary">
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </Card>
  );
}

function sections({ day, editor, notifications, api, ai }: Settings) {
  return [
    { title: 'Day and editor', to: '/settings/tour', testId: 'settings-summary-tour', rows: [
      ['Day window', `${day.startTime} to ${day.endTime}, ${day.breakBetweenSegments} min between segments`],
      ['Tour editor', `autosave ${editor.tourEditor.autosave ? 'on' : 'off'}, auto-fill segment ${editor.tourEditor.autoFillSegment ? 'on' : 'off'}`],
      ['Tour list shows', statusList(editor.tourList.tourStatusFilter)],
      ['Dashboard map shows', statusList(editor.dashboardMap.dashboardMapFilter.tourStatusFilter)],
    ] },
    { title: 'Notifications', to: '/settings/notifications', testId: 'settings-summary-notifications', rows: [
      ['SMS phone', notifications.phone || 'none: no SMS is sent'],
      ['SMS from level', `${notifications.sms.level}, reminder after ${notifications.sms.reminderAfterMinutes} min unread`],
      ['Departure delay (warning / alert / critical)', levels(notifications.flight.departureDelay, 'min')],
      ['Arrival delay', levels(notifications.flight.arrivalDelay, 'min')],
      ['Transfer duration delay', levels(notifications.transfer.durationDelay, 'min')],
      ['Wind speed', levels(notifications.weather.windSpeed, 'km/h')],
    ] },
    { title: 'Services and AI', to: '/settings/general', testId: 'settings-summary-general', rows: [
      ['Maps key', keyState(api.mapsApiKey)],
      ['Weather key', keyState(api.weatherApiKey)],
      ['Flight-data key', keyState(api.flightDataApiKey)],
      ['AI model', ai.model],
    ] },
  ] satisfies { title: string; to: string; testId: string; rows: [string, ReactNode][] }[];
}

export function SettingsOverviewPage() {
  const settings = useSettings();
  return (
    <main className="settings-overview-page" data-testid="settings-overview">
      <PageHeader title="Settings" subtitle="What the organization has set, and where to change it." />
      {sections(settings).map((section) => (
        <SettingsSection key={section.to} {...section} />
      ))}
    </main>
  );
}
