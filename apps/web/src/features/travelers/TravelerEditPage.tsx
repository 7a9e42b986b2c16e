// /travelers/edit/:id: registers a traveler (id "create", optionally onto ?tourId=) with the duplicate warning, or changes one with If-Match.
import { Button, Spinner } from '@blueprintjs/core';
import type { TravelerView } from '@tourops/contracts';
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { toProblem } from '../../app/problem';
import { ProblemCallout } from '../../shared/ProblemCallout';
import { personName } from '../../shared/personName';
import { showToast } from '../../shared/toaster';
import { PageHeader } from '../layout/PageHeader';
import { useCanOperate, useIsAdmin } from '../session/permissions';
import { DuplicateWarning, duplicatesOf } from './DuplicateWarning';
import { TravelerForm } from './TravelerForm';
import { changesOf, detailsOf, draftOf, EMPTY_DRAFT, type TravelerDraft } from './travelerDraft';
import { useAssignTravelerMutation, useChangeTravelerMutation, useCreateTravelerMutation, useGetTravelerQuery } from './travelersApi';
import './travelers.css';
import { EmptyState } from '../../shared/SubHeading';

export function TravelerEditPage() {
  const { id = '' } = useParams();
  const canOperate = useCanOperate();
  if (!canOperate)
    return (
      <main className="traveler-edit-page">
        <PageHeader title="Travelers" />
        <EmptyState title="Read-only access" description="Your role can read travelers but not change them." />
      </main>
    );
  return id === 'create' ? <CreateTraveler /> : <EditTraveler id={id} />;
}

function CreateTraveler() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const tourId = search.get('tourId');
  const [create, created] = useCreateTravelerMutation();
  const [assign] = useAssignTravelerMutation();
  const [lastDraft, setLastDraft] = useState<TravelerDraft | null>(null);
  const duplicates = duplicatesOf(created.error);
  const back = () => navigate(tourId ? `/tours/edit/${tourId}` : '/travelers/list');

  const save = async (draft: TravelerDraft, allowDuplicate = false) => {
    setLastDraft(draft);
    const result = await create({ ...detailsOf(draft), allowDuplicate });
    if (!('data' in result) || !result.data) return;
    if (tourId) {
      const assigned = await assign({ travelerId: result.data.id, tourId });
      if ('error' in assigned) showToast({ intent: 'danger', message: `Saved, but not added to the tour: ${toProblem(assigned.error)?.detail ?? ''}` });
      navigate(`/tours/edit/${tourId}`);
    } else navigate(`/travelers/details/${result.data.id}`);
    showToast({ intent: 'success', message: `${draft.firstName} ${draft.lastName} registered.` });
  };

  return (
    <main className="traveler-edit-page" data-testid="traveler-edit" data-mode="create">
      <PageHeader title="New traveler" subtitle={tourId ? 'Registered and added to the tour' : undefined} />
      <TravelerForm
        initial={EMPTY_DRAFT}
        submitText="Register traveler"
        busy={created.isLoading}
        problem={duplicates ? null : toProblem(created.error)}
        onSubmit={(draft) => void save(draft)}
        onCancel={back}
        notice={duplicates && lastDraft && <DuplicateWarning matches={duplicates} busy={created.isLoading} onCreateAnyway={() => void save(lastDraft, true)} />}
      />
    </main>
  );
}

function EditTraveler({ id }: { id: string }) {
  const { data, error, isLoading, refetch } = useGetTravelerQuery(id);
  if (isLoading) return <Spinner className="page-spinner" aria-label="Loading the traveler" />;
  if (!data)
    return (
      <main className="traveler-edit-page">
        <PageHeader title="Edit traveler" />
        <ProblemCallout problem={toProblem(error)} action={<Button text="Try again" onClick={() => void refetch()} />} />
      </main>
    );
  if (data.erased)
    return (
      <main className="traveler-edit-page">
        <PageHeader title="Edit traveler" />
        <ProblemCallout problem={{ type: 'about:blank', title: 'Erased', status: 409, detail: "This traveler's personal data was erased; nothing about them can change." }} />
      </main>
    );
  return <EditTravelerForm key={data.id} traveler={data} />;
}

function EditTravelerForm({ traveler }: { traveler: TravelerView }) {
  const navigate = useNavigate();
  const isAdmin = useIsAdmin();
  const [change, changed] = useChangeTravelerMutation();
  const save = async (draft: TravelerDraft) => {
    const changes = changesOf(traveler, draft);
    if (Object.keys(changes).length === 0) return navigate(`/travelers/details/${traveler.id}`);
    const result = await change({ id: traveler.id, revision: traveler.revision, changes });
    if ('data' in result && result.data) {
      showToast({ intent: 'success', message: 'Traveler saved.' });
      navigate(`/travelers/details/${traveler.id}`);
    }
  };
  return (
    <main className="traveler-edit-page" data-testid="traveler-edit" data-mode="edit" data-revision={traveler.revision}>
      <PageHeader title={`Edit ${personName(traveler)}`} />
      <TravelerForm
        initial={draftOf(traveler)}
        submitText="Save changes"
        busy={changed.isLoading}
        problem={toProblem(changed.error)}
        onSubmit={(draft) => void save(draft)}
        onCancel={() => navigate(`/travelers/details/${traveler.id}`)}
        passportMasked={!isAdmin && traveler.passport !== null}
      />
    </main>
  );
}
