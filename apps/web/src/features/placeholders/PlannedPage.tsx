// A page whose content arrives in a later release: its title and an honest empty state, nothing invented.
import { Button } from '@blueprintjs/core';
import { BuildIcon, RouteIcon } from '@blueprintjs/icons';
import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '../layout/PageHeader';
import { EmptyState } from '../../shared/SubHeading';

export interface PlannedPageProps {
  title: string;
  /** What the page will hold, in one sentence. */
  purpose: string;
  /** For pages of one record: what the id in the path names. */
  recordNoun?: string;
}

export function PlannedPage({ title, purpose, recordNoun }: PlannedPageProps) {
  const { id } = useParams();
  const navigate = useNavigate();
  return (
    <main className="planned-page" data-testid="planned-page">
      <PageHeader title={title} subtitle={recordNoun && id ? `${recordNoun} ${id === 'create' ? '(new)' : id}` : undefined} />
      <EmptyState
        className="planned-page-empty"
        icon={<BuildIcon size={48} />}
        title="Not available yet"
        description={`${purpose} This page arrives in a later release; nothing is stored or shown here yet.`}
        action={<Button icon={<RouteIcon />} text="Go to the tours" onClick={() => navigate('/tours/all')} />}
      />
    </main>
  );
}
