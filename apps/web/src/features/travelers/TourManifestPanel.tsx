// A tour's manifest for the tour editor: its travelers with counts; add (search and assign, or register), take off, and import a CSV into the tour.
import { Button, Callout, Card, H3, HTMLTable, InputGroup, Spinner, Tag } from '@blueprintjs/core';
import { AddIcon, ImportIcon, PeopleIcon, RemoveIcon, SearchIcon } from '@blueprintjs/icons';
import type { ManifestCounts, TourManifestView, TravelerView } from '@tourops/contracts';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toProblem } from '../../app/problem';
import { countOf, formatDate } from '../../shared/format';
import { personalValue, personName, personSortName } from '../../shared/personName';
import { ProblemCallout } from '../../shared/ProblemCallout';
import { showToast } from '../../shared/toaster';
import { useDebouncedValue } from '../../shared/useDebouncedValue';
import { useCanOperate } from '../session/permissions';
import { ImportTravelersDialog } from './ImportTravelersDialog';
import { useAssignTravelerMutation, useGetTourManifestQuery, useListTravelersQuery, useUnassignTravelerMutation } from './travelersApi';
import './travelers.css';
import { EmptyState } from '../../shared/SubHeading';

export interface TourManifestPanelProps {
  tourId: string;
  /** False for a tour that takes no changes (deleted, template): the list only. */
  editable: boolean;
}

export function TourManifestPanel({ tourId, editable }: TourManifestPanelProps) {
  const canOperate = useCanOperate();
  const { data, error, isLoading, refetch } = useGetTourManifestQuery(tourId);
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const canChange = canOperate && editable && data !== undefined && !data.tour.deleted;

  return (
    <Card className="tour-manifest" data-testid="tour-manifest" data-traveler-count={data?.counts.travelers ?? 0}>
      <div className="tour-manifest-header">
        <H3>Travelers{data ? ` (${data.counts.travelers})` : ''}</H3>
        {canChange && (
          <div className="tour-manifest-actions">
            <Button icon={<AddIcon />} text="Add traveler" active={adding} onClick={() => setAdding(!adding)} data-testid="manifest-add-traveler" />
            <Button icon={<ImportIcon />} text="Import CSV into this tour" onClick={() => setImporting(true)} data-testid="manifest-import" />
          </div>
        )}
      </div>
      <ProblemCallout problem={toProblem(error)} action={<Button text="Try again" onClick={() => void refetch()} />} />
      {isLoading && <Spinner size={24} aria-label="Loading the manifest" />}
      {data && <ManifestSummary counts={data.counts} />}
      {canChange && adding && data && <AddTravelerSearch manifest={data} />}
      {data && data.travelers.length === 0 && (
        <EmptyState icon={<PeopleIcon size={32} />} title="No travelers yet" description={canChange ? 'Add travelers one by one, or import a CSV file.' : undefined} />
      )}
      {data && data.travelers.length > 0 && <ManifestTable manifest={data} canChange={canChange} />}
      {importing && data && <ImportTravelersDialog tour={{ id: tourId, title: data.tour.title }} onClose={() => setImporting(false)} />}
    </Card>
  );
}

function ManifestSummary({ counts }: { counts: ManifestCounts }) {
  if (counts.travelers === 0) return null;
  const nationalities = Object.entries(counts.nationalities)
    .sort((a, b) => b[1] - a[1])
    .map(([code, count]) => `${code} ${count}`)
    .join(', ');
  return (
    <p className="muted tour-manifest-summary" data-testid="manifest-counts">
      {counts.withDietaryNotes} with dietary notes · {counts.withMedicalNotes} with medical notes · {counts.withoutPassport} without passport
      {counts.passportExpiresByTourEnd > 0 && <Tag intent="warning" minimal className="traveler-tag">{countOf(counts.passportExpiresByTourEnd, 'passport')} {counts.passportExpiresByTourEnd === 1 ? 'expires' : 'expire'} by the tour's end</Tag>}
      {nationalities && ` · ${nationalities}`}
    </p>
  );
}

function ManifestTable({ manifest, canChange }: { manifest: TourManifestView; canChange: boolean }) {
  const [unassign] = useUnassignTravelerMutation();
  const takeOff = async (traveler: TravelerView) => {
    const result = await unassign({ travelerId: traveler.id, tourId: manifest.tour.id });
    if ('error' in result) showToast({ intent: 'danger', message: toProblem(result.error)?.detail ?? 'Not taken off the tour.' });
  };
  return (
    <HTMLTable compact striped className="tour-manifest-table table-cards" aria-label="Manifest">
      <thead>
        <tr>
          <th>Name</th>
          <th>Nationality</th>
          <th>Born</th>
          <th>Passport</th>
          <th>Needs</th>
          {canChange && <th scope="col"><span className="visually-hidden">Actions</span></th>}
        </tr>
      </thead>
      <tbody>
        {manifest.travelers.map((traveler) => (
          <tr key={traveler.id} data-testid="manifest-traveler" data-traveler-id={traveler.id}>
            <td className="table-card-title">
              <Link to={`/travelers/details/${traveler.id}`}>{personSortName(traveler)}</Link>
            </td>
            <td data-label="Nationality">{traveler.nationality}</td>
            <td data-label="Born">{personalValue(traveler, formatDate(traveler.dateOfBirth))}</td>
            <td data-label="Passport">
              {traveler.passport ? (
                <span className={traveler.passport.expiry <= manifest.tour.endDate ? 'passport-expiring' : undefined}>
                  {traveler.passport.number} · {formatDate(traveler.passport.expiry)}
                </span>
              ) : (
                <span className="muted">none</span>
              )}
            </td>
            <td data-label="Needs">{personalValue(traveler, [traveler.dietaryNotes, traveler.medicalNotes].filter(Boolean).join(' · '))}</td>
            {canChange && (
              <td className="row-actions">
                {!traveler.erased && <Button
                  variant="minimal"
                  icon={<RemoveIcon />}
                  aria-label={`Take ${personName(traveler)} off the tour`}
                  onClick={() => void takeOff(traveler)}
                  data-testid="manifest-unassign"
                />}
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}

function AddTravelerSearch({ manifest }: { manifest: TourManifestView }) {
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search, 250);
  const { data, isFetching } = useListTravelersQuery({ search: settled, tag: '', nationality: '', tourId: '', deleted: false, sort: 'name', cursor: null, limit: 10 });
  const [assign, assigning] = useAssignTravelerMutation();
  const onTour = new Set(manifest.travelers.map((traveler) => traveler.id));
  const add = async (traveler: TravelerView) => {
    const result = await assign({ travelerId: traveler.id, tourId: manifest.tour.id });
    if ('error' in result) showToast({ intent: 'danger', message: toProblem(result.error)?.detail ?? 'Not added to the tour.' });
  };
  return (
    <Callout className="manifest-add" data-testid="manifest-add">
      <InputGroup
        leftIcon={<SearchIcon />}
        placeholder="Find a traveler by name, email or phone"
        value={search}
        onValueChange={setSearch}
        autoFocus
        data-testid="manifest-traveler-search"
        rightElement={isFetching ? <Spinner size={16} /> : undefined}
      />
      <ul className="manifest-search-results">
        {data?.items.map((traveler) => (
          <li key={traveler.id} data-testid="manifest-search-result" data-traveler-id={traveler.id}>
            <span>
              {personSortName(traveler)} <span className="muted">{personalValue(traveler, [traveler.email, formatDate(traveler.dateOfBirth)].filter(Boolean).join(' · '))}</span>
            </span>
            {onTour.has(traveler.id) ? (
              <Tag minimal>On the tour</Tag>
            ) : traveler.erased ? (
              <Tag minimal>Erased</Tag>
            ) : (
              <Button small intent="primary" text="Add" loading={assigning.isLoading && assigning.originalArgs?.travelerId === traveler.id} onClick={() => void add(traveler)} data-testid="manifest-assign" />
            )}
          </li>
        ))}
        {data && data.items.length === 0 && <li className="muted">No traveler matches.</li>}
      </ul>
      <Button icon={<AddIcon />} variant="minimal" text="Register a new traveler for this tour" onClick={() => navigate(`/travelers/edit/create?tourId=${manifest.tour.id}`)} data-testid="manifest-create-traveler" />
    </Callout>
  );
}
