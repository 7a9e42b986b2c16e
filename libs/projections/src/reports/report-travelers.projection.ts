// The traveler facts of the reports: per traveler their nationality, date of birth, needs and tours.
import { evolveTraveler, TRAVELER_EVENT_TYPES, type Traveler, type TravelerEvent } from '@tourops/domain';
import type { DocumentProjection, ReadModelDocument } from '../projection';

export const REPORT_TRAVELERS_COLLECTION = 'report-travelers';

export interface ReportTravelerDocument {
  _id: string;
  firstName: string;
  lastName: string;
  nationality: string;
  dateOfBirth: string;
  dietaryNotes: string;
  medicalNotes: string;
  /** Dietary or medical notes on file. */
  hasNeeds: boolean;
  tourIds: string[];
  deleted: boolean;
}

function fromDocument(document: ReportTravelerDocument): Traveler {
  const { _id, firstName, lastName, nationality, dateOfBirth, dietaryNotes, medicalNotes, tourIds, deleted } = document;
  return { id: _id, firstName, lastName, nationality, dateOfBirth, dietaryNotes, medicalNotes, tourIds, deleted, erased: false, email: '', phone: '', passport: null, emergencyContact: null, tags: [] };
}

export function evolveReportTraveler(document: ReportTravelerDocument | null, event: TravelerEvent): ReportTravelerDocument | null {
  const traveler = evolveTraveler(document ? fromDocument(document) : null, event);
  if (!traveler) return null;
  const { id, firstName, lastName, nationality, dateOfBirth, dietaryNotes, medicalNotes, tourIds, deleted } = traveler;
  const hasNeeds = !traveler.erased && (dietaryNotes.trim() !== '' || medicalNotes.trim() !== '');
  return { _id: id, firstName, lastName, nationality: nationality.toUpperCase(), dateOfBirth, dietaryNotes, medicalNotes, hasNeeds, tourIds, deleted };
}

export const reportTravelersProjection: DocumentProjection = {
  name: 'report-travelers',
  version: 1,
  collection: REPORT_TRAVELERS_COLLECTION,
  eventTypes: TRAVELER_EVENT_TYPES,
  documentId: (event) => (event.data as { travelerId?: string }).travelerId ?? null,
  evolve: (document, event) => evolveReportTraveler(document as unknown as ReportTravelerDocument | null, event as unknown as TravelerEvent) as unknown as ReadModelDocument | null,
  indexes: [],
};
