// What the import dialog says about a file: the expected columns, and how many travelers an import would write.
import type { ImportPreview } from '@tourops/contracts';

export const CSV_COLUMNS_HELP =
  'The first row names the columns: firstName, lastName, nationality (a country code such as DE) and dateOfBirth (YYYY-MM-DD) are required; ' +
  'email, phone, passportNumber, passportExpiry, dietaryNotes, medicalNotes, emergencyContactName, emergencyContactPhone, emergencyContactRelation ' +
  'and tags (separated by ;) may follow. Travelers already known by email, or by name and date of birth, are not registered twice.';

/** New travelers, plus (into a tour) known ones not yet on it. */
export function importCount(preview: ImportPreview, withTour: boolean): number {
  return preview.rows.filter((row) => row.status === 'new' || (withTour && row.status === 'existing' && !row.onTour)).length;
}
