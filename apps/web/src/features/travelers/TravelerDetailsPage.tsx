// /travelers/details/:id: the traveler's profile, their upcoming and past tours, and the history of changes.
import { Button, Callout, Card, HTMLTable, Spinner, Tag } from '@blueprintjs/core';
import { EditIcon } from '@blueprintjs/icons';
import type { TravelerTourView, TravelerView } from '@tourops/contracts';
import type { TourStatus } from '@tourops/domain';
import { Link, useNavigate, useParams } from 'react-router';
import { toProblem } from '../../app/problem';
import { formatDate, formatDateRange } from '../../shared/format';
import { personName } from '../../shared/personName';
import { ProblemCallout } from '../../shared/ProblemCallout';
import { ErasePersonButton } from '../erasure/ErasePersonButton';
import { ErasureNotice } from '../erasure/ErasureNotice';
import { PageHeader } from '../layout/PageHeader';
import { TOUR_STATUS_LABELS } from '../tours/tourStatus';
import { useCanOperate } from '../session/permissions';
import { countryName } from './countries';
import { RemoveTravelerButton, RestoreTravelerButton } from './TravelerRemoval';
import { useEraseTravelerMutation, useGetTravelerQuery, useGetTravelerToursQuery } from './travelersApi';
import './travelers.css';
import { HistoryPanel } from '../history/HistoryPanel';
import { EmptyState, SubHeading } from '../../shared/SubHeading';

export function TravelerDetailsPage() {
  const { id = '' } = useParams();
  const { data, error, isLoading, refetch } = useGetTravelerQuery(id);
  if (isLoading) return <Spinner className="page-spinner" aria-label="Loading the traveler" />;
  if (!data)
    return (
      <main className="traveler-details-page">
        <PageHeader title="Traveler" />
        <ProblemCallout problem={toProblem(error)} action={<Button text="Try again" onClick={() => void refetch()} />} />
      </main>
    );
  return <TravelerDetails traveler={data} />;
}

function TravelerDetails({ traveler }: { traveler: TravelerView }) {
  const navigate = useNavigate();
  const canOperate = useCanOperate();
  const [erase] = useEraseTravelerMutation();
  const onErase = async (reason: string) => {
    const result = await erase({ id: traveler.id, reason });
    return 'error' in result ? toProblem(result.error) : null;
  };
  return (
    <main className="traveler-details-page" data-testid="traveler-details" data-traveler-id={traveler.id} data-revision={traveler.revision} data-erased={traveler.erased}>
      <PageHeader
        title={traveler.erased ? 'Erased traveler' : personName(traveler)}
        subtitle={
          traveler.erased ? (
            <>
              <Tag intent="danger" minimal data-testid="erased-tag">
                Erased
              </Tag>{' '}
              {countryName(traveler.nationality)}
            </>
          ) : (
            `${countryName(traveler.nationality)} · born ${formatDate(traveler.dateOfBirth)}`
          )
        }
        actions={
          canOperate && (
            <>
              {!traveler.deleted && !traveler.erased && <Button icon={<EditIcon />} text="Edit" onClick={() => navigate(`/travelers/edit/${traveler.id}`)} data-testid="edit-traveler" />}
              {!traveler.deleted && !traveler.erased && <RemoveTravelerButton traveler={traveler} text="Remove" />}
              <ErasePersonButton person="traveler" fields="name, contact details, date of birth, passport, notes and emergency contact" erased={traveler.erased} onErase={onErase} />
            </>
          )
        }
      />
      {traveler.erased && <ErasureNotice entity="travelers" id={traveler.id} person="traveler" />}
      {traveler.deleted && (
        <Callout intent="warning" title="This traveler is removed" className="page-callout" data-testid="traveler-removed">
          <p>They are on no manifest; their details and history are kept.</p>
          {canOperate && !traveler.erased && <RestoreTravelerButton traveler={traveler} />}
        </Callout>
      )}
      <div className="traveler-details-grid">
        <Card className="traveler-profile" data-testid="traveler-profile">
          <SubHeading look="h3">Profile</SubHeading>
          <dl className="traveler-facts">
            <Fact label="Email" value={traveler.email} testId="traveler-email" />
            <Fact label="Phone" value={traveler.phone} />
            <Fact label="Nationality" value={`${countryName(traveler.nationality)} (${traveler.nationality})`} />
            <Fact label="Date of birth" value={formatDate(traveler.dateOfBirth)} />
            <Fact
              label="Passport"
              value={traveler.passport ? `${traveler.passport.number}, expires ${formatDate(traveler.passport.expiry)}` : ''}
              testId="traveler-passport"
            />
            <Fact label="Dietary notes" value={traveler.dietaryNotes} />
            <Fact label="Medical notes" value={traveler.medicalNotes} />
            <Fact
              label="Emergency contact"
              value={traveler.emergencyContact ? [traveler.emergencyContact.name, traveler.emergencyContact.relation, traveler.emergencyContact.phone].filter(Boolean).join(' · ') : ''}
            />
          </dl>
          <div className="traveler-tags">
            {traveler.tags.map((tag) => (
              <Tag key={tag} minimal round>
                {tag}
              </Tag>
            ))}
          </div>
        </Card>
        <TravelerTours travelerId={traveler.id} />
      </div>
      <HistoryPanel entity="travelers" id={traveler.id} testId="traveler-history" entryTestId="traveler-history-entry" />
    </main>
  );
}

function Fact({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd data-testid={testId}>{value || <span className="muted">—</span>}</dd>
    </>
  );
}

function TravelerTours({ travelerId }: { travelerId: string }) {
  const { data, error } = useGetTravelerToursQuery(travelerId);
  return (
    <Card className="traveler-tours" data-testid="traveler-tours">
      <SubHeading look="h3">Tours</SubHeading>
      <ProblemCallout problem={toProblem(error)} />
      {data && data.upcoming.length === 0 && data.past.length === 0 && <EmptyState title="On no tour yet" description="Add the traveler from a tour's manifest." />}
      {data && data.upcoming.length > 0 && <TourTable title="Upcoming" tours={data.upcoming} testId="traveler-upcoming-tours" />}
      {data && data.past.length > 0 && <TourTable title="Past" tours={data.past} testId="traveler-past-tours" />}
    </Card>
  );
}

function TourTable({ title, tours, testId }: { title: string; tours: TravelerTourView[]; testId: string }) {
  return (
    <section data-testid={testId}>
      <h3 className="dialog-heading">{title}</h3>
      <HTMLTable compact className="traveler-tour-table table-cards">
        <tbody>
          {tours.map((tour) => (
            <tr key={tour.id} data-testid="traveler-tour" data-tour-id={tour.id}>
              <td className="table-card-title">
                <Link to={`/tours/edit/${tour.id}`}>{tour.title}</Link>
                {tour.deleted && (
                  <Tag minimal intent="warning" className="traveler-tag">
                    deleted
                  </Tag>
                )}
              </td>
              <td>{formatDateRange(tour.startDate, tour.endDate)}</td>
              <td>{TOUR_STATUS_LABELS[tour.status as TourStatus] ?? tour.status}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </section>
  );
}
