// Open notifications per severity, each linking to the inbox filtered to that severity.
import { Card, H5, Tag, type Intent } from '@blueprintjs/core';
import { SEVERITIES, type Severity } from '@tourops/domain';
import type { OverviewView } from '@tourops/contracts';
import { Link } from 'react-router';
import { OVERVIEW_LINKS } from './overviewLinks';

const INTENTS: Record<Severity, Intent> = { INFO: 'primary', WARNING: 'warning', ALERT: 'danger', CRITICAL: 'danger' };
const MOST_SEVERE_FIRST = [...SEVERITIES].reverse();

export function NotificationFigures({ notifications }: { notifications: OverviewView['notifications'] }) {
  return (
    <Card className="overview-panel overview-notifications" data-testid="overview-notifications">
      <H5>
        Open notifications <span className="muted" data-testid="open-notifications-total">{notifications.total}</span>
      </H5>
      <ul className="overview-severities">
        {MOST_SEVERE_FIRST.map((severity) => (
          <li key={severity}>
            <Link to={OVERVIEW_LINKS.notifications(severity)} data-testid="severity-figure" data-level={severity} aria-label={`${severity}: ${notifications.open[severity]} open`}>
              <Tag intent={INTENTS[severity]} minimal={notifications.open[severity] === 0 || severity !== 'CRITICAL'} large>
                {severity}
              </Tag>
              <span className="overview-severity-count" data-testid="severity-count">
                {notifications.open[severity]}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
