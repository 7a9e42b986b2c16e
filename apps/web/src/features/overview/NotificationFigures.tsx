// Open notifications per severity, each linking to the inbox filtered to that severity, and the most urgent ones in the inbox's words.
import { Card, Tag, type Intent } from '@blueprintjs/core';
import { SEVERITIES, notificationSentence, type Severity } from '@tourops/domain';
import type { OverviewView } from '@tourops/contracts';
import { Link } from 'react-router';
import { OPEN_NOTIFICATIONS, useListNotificationsQuery } from '../notifications/notificationsApi';
import { OVERVIEW_LINKS } from './overviewLinks';
import { SubHeading } from '../../shared/SubHeading';

/** How many of the most urgent open notifications the overview names. */
const MOST_URGENT_SHOWN = 3;

const INTENTS: Record<Severity, Intent> = { INFO: 'primary', WARNING: 'warning', ALERT: 'danger', CRITICAL: 'danger' };
const MOST_SEVERE_FIRST = [...SEVERITIES].reverse();

export function NotificationFigures({ notifications }: { notifications: OverviewView['notifications'] }) {
  const { data } = useListNotificationsQuery({ ...OPEN_NOTIFICATIONS, cursor: null });
  const mostUrgent = (data?.items ?? []).slice(0, MOST_URGENT_SHOWN);
  return (
    <Card className="overview-panel overview-notifications" data-testid="overview-notifications">
      <SubHeading look="h5">
        Open notifications <span className="muted" data-testid="open-notifications-total">{notifications.total}</span>
      </SubHeading>
      <ul className="overview-severities">
        {MOST_SEVERE_FIRST.map((severity) => (
          <li key={severity}>
            <Link to={OVERVIEW_LINKS.notifications(severity)} data-testid="severity-figure" data-level={severity}>
              <Tag intent={INTENTS[severity]} minimal={notifications.open[severity] === 0 || severity !== 'CRITICAL'} large>
                {severity}
              </Tag>
              <span className="overview-severity-count" data-testid="severity-count">
                {notifications.open[severity]}
              </span>
              <span className="visually-hidden"> open</span>
            </Link>
          </li>
        ))}
      </ul>
      {mostUrgent.length > 0 && (
        <ul className="overview-most-urgent" data-testid="most-urgent-notifications">
          {mostUrgent.map((notification) => (
            <li key={notification.id}>
              <Link to={`/tools/notifications?open=${notification.id}`} data-testid="most-urgent-notification" data-level={notification.level}>
                {notification.level}: {notificationSentence({ measure: notification.measure, value: notification.explanation.reading.value, about: notification.about })}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
