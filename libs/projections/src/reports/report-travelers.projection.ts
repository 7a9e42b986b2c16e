// The traveler facts of the reports, in blocks of columns (fact-blocks.ts): per traveler their nationality, date of birth, needs and tours.
import { evolveTraveler, TRAVELER_EVENT_TYPES, type Traveler, type TravelerEvent } from '@tourops/domain';
import type { DocumentProjection } from '../projection';
import { factBlocksProjection } from './fact-blocks';

export const REPORT_TRAVELERS_COLLECTION = 'report-traveler-blocks';

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

/** The columns of a block, every field of a row but its id. */
export const REPORT_TRAVELER_COLUMNS = ['firstName', 'lastName', 'nationality', 'dateOfBirth', 'dietaryNotes', 'medicalNotes', 'hasNeeds', 'tourIds', 'deleted'] as const satisfies readonly Exclude<keyof ReportTravelerDocument, '_id'>[];

export const reportTravelersProjection: DocumentProjection = factBlocksProjection<ReportTravelerDocument>({
  name: 'report-traveler-blocks',
  version: 1,
  collection: REPORT_TRAVELERS_COLLECTION,
  eventTypes: TRAVELER_EVENT_TYPES,
  rowId: (event) => (event.data as { travelerId?: string }).travelerId ?? null,
  columns: REPORT_TRAVELER_COLUMNS,
  evolveRow: (row, event) => evolveReportTraveler(row, event as unknown as TravelerEvent) as (ReportTravelerDocument) | null,
});
