// Reads the 409 an assignment with warnings answers: its warnings, or null for any other failure.
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import type { AssignmentWarningsProblem, AssignmentWarningView } from '@tourops/contracts';

export function warningsOf(error: FetchBaseQueryError | SerializedError | undefined): AssignmentWarningView[] | null {
  if (!error || !('status' in error) || error.status !== 409) return null;
  const body = error.data as Partial<AssignmentWarningsProblem> | undefined;
  return Array.isArray(body?.warnings) && body.warnings.length > 0 ? body.warnings : null;
}
