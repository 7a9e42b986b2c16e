// One figure of the overview as a Blueprint card that links to the list it counts.
import { Card, type Intent } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export function FigureCard({ label, value, to, icon, intent, testId, hint }: { label: string; value: number; to: string; icon: ReactNode; intent?: Intent; testId: string; hint?: string }) {
  return (
    <Card className={`overview-figure${intent && value > 0 ? ` overview-figure-${intent}` : ''}`} interactive compact>
      <Link to={to} className="overview-figure-link" data-testid={testId}>
        <span className="overview-figure-icon">{icon}</span>
        <span className="overview-figure-value" data-testid={`${testId}-value`}>
          {value}
        </span>
        <span className="overview-figure-label">{label}</span>
        {hint && <span className="overview-figure-hint">{hint}</span>}
      </Link>
    </Card>
  );
}
