// The itinerary as the page shows it: the operator's letterhead (name, logo, emergency phone), the tour, its days and segments, the people the link allows; one column that reads on a phone and prints.
import type { SharedItineraryView } from '@tourops/contracts';
import { formatDateRange, formatDayDate } from '../../shared/format';
import { emergencyLine, segmentDetails, segmentKind, segmentTimes, staffLine, telHref, versionLine } from './itineraryText';

/** Whose document this is: the operator's logo and name, and the number travelers call in an emergency. */
function Letterhead({ organization }: { organization: SharedItineraryView['organization'] }) {
  if (!organization?.name && !organization?.emergencyPhone) return null;
  return (
    <div className="itinerary-letterhead" data-testid="itinerary-operator">
      <div className="itinerary-operator">
        {organization.logoUrl && <img className="itinerary-logo" src={organization.logoUrl} alt="" referrerPolicy="no-referrer" />}
        {organization.name && <span className="itinerary-operator-name">{organization.name}</span>}
      </div>
      {organization.emergencyPhone && (
        <a className="itinerary-emergency" href={telHref(organization.emergencyPhone)} data-testid="itinerary-emergency-phone">
          {emergencyLine(organization)}
        </a>
      )}
    </div>
  );
}

export function ItineraryView({ itinerary }: { itinerary: SharedItineraryView }) {
  const { tour, days, travelers, staff } = itinerary;
  return (
    <article className="itinerary" data-testid="shared-itinerary">
      <Letterhead organization={itinerary.organization} />
      <header className="itinerary-header">
        <h1 data-testid="itinerary-title">{tour.title}</h1>
        <p className="itinerary-dates">{formatDateRange(tour.startDate, tour.endDate)}</p>
        {tour.description && <p className="itinerary-description">{tour.description}</p>}
        <p className="itinerary-version" data-testid="itinerary-version">
          {versionLine(itinerary)}
        </p>
      </header>
      {days?.map((day) => (
        <section className="itinerary-day" key={`${day.date}-${day.title}`} data-testid="itinerary-day">
          <h2>
            <span className="itinerary-day-date">{formatDayDate(day.date)}</span>
            {day.title && <span className="itinerary-day-title">{day.title}</span>}
          </h2>
          {day.description && <p className="itinerary-day-description">{day.description}</p>}
          {day.segments.length === 0 ? (
            <p className="itinerary-empty">Nothing planned yet.</p>
          ) : (
            <ol className="itinerary-segments">
              {day.segments.map((segment, index) => (
                <li className="itinerary-segment" key={index} data-testid="itinerary-segment">
                  <div className="itinerary-segment-time">{segmentTimes(segment, tour.timezone)}</div>
                  <div className="itinerary-segment-body">
                    <div className="itinerary-segment-title">
                      {segmentKind(segment) && <span className="itinerary-segment-kind">{segmentKind(segment)} </span>}
                      {segment.title}
                    </div>
                    {segmentDetails(segment).map((line) => (
                      <div className="itinerary-segment-detail" key={line}>
                        {line}
                      </div>
                    ))}
                    {segment.notes && <div className="itinerary-segment-notes">{segment.notes}</div>}
                  </div>
                </li>
              ))}
            </ol>
          )}
        </section>
      ))}
      {staff && (
        <section className="itinerary-people" data-testid="itinerary-staff">
          <h2>Your team</h2>
          {staff.length === 0 ? <p className="itinerary-empty">No staff assigned yet.</p> : <ul>{staff.map((member) => <li key={member.name + member.phone}>{staffLine(member)}</li>)}</ul>}
        </section>
      )}
      {travelers && (
        <section className="itinerary-people" data-testid="itinerary-travelers">
          <h2>Travelers</h2>
          {travelers.length === 0 ? <p className="itinerary-empty">No travelers listed.</p> : <ul className="itinerary-traveler-list">{travelers.map((traveler, index) => <li key={index}>{traveler.name}</li>)}</ul>}
        </section>
      )}
    </article>
  );
}
