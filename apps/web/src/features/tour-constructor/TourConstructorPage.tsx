// /tours/constructor: starts a tour blank, from a template, or as a copy of any existing tour (?from= preselects the source).
import { Button, ButtonGroup, Spinner } from '@blueprintjs/core';
import { DocumentIcon, DocumentShareIcon, DuplicateIcon } from '@blueprintjs/icons';
import { useState, type ReactElement } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../layout/PageHeader';
import { useCanPlanTours } from '../session/permissions';
import { ReadOnlyNotice } from '../tours/ReadOnlyNotice';
import { useGetTourQuery } from '../tours/toursApi';
import { BlankTourForm } from './BlankTourForm';
import { CopyTourForm } from './CopyTourForm';

type Mode = 'blank' | 'template' | 'copy';

const MODES: { mode: Mode; label: string; icon: ReactElement }[] = [
  { mode: 'blank', label: 'Blank', icon: <DocumentIcon /> },
  { mode: 'template', label: 'From a template', icon: <DocumentShareIcon /> },
  { mode: 'copy', label: 'Copy a tour', icon: <DuplicateIcon /> },
];

export function TourConstructorPage() {
  const canPlan = useCanPlanTours();
  const [params] = useSearchParams();
  const from = params.get('from');
  const source = useGetTourQuery(from ?? '', { skip: !from });
  const [chosen, setChosen] = useState<Mode | null>(null);
  const mode: Mode = chosen ?? (from ? (source.data?.template ? 'template' : 'copy') : 'blank');
  const preselected = source.data && (mode === 'template') === source.data.template ? source.data : null;

  return (
    <main className="tour-constructor-page">
      <PageHeader title="Tour constructor" subtitle="Start a tour blank, from a template, or as a copy of an earlier tour with its days and segments." />
      {!canPlan ? (
        <ReadOnlyNotice />
      ) : (
        <>
          <ButtonGroup className="constructor-modes" role="group" aria-label="How to start the tour">
            {MODES.map(({ mode: option, label, icon }) => (
              <Button
                key={option}
                icon={icon}
                text={label}
                active={mode === option}
                intent={mode === option ? 'primary' : 'none'}
                aria-pressed={mode === option}
                onClick={() => setChosen(option)}
                data-testid={`constructor-mode-${option}`}
              />
            ))}
          </ButtonGroup>
          {from && source.isLoading ? (
            <Spinner aria-label="Loading the tour to start from" />
          ) : mode === 'blank' ? (
            <BlankTourForm />
          ) : (
            <CopyTourForm key={`${mode}-${preselected?.id ?? ''}`} kind={mode} preselected={preselected} />
          )}
        </>
      )}
    </main>
  );
}
