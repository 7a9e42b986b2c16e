// Assigning a member to a tour, a day or a segment: the period comes from the tour, warnings come back with the tours they clash with.
import { randomUUID } from 'node:crypto';
import { ConflictException, Inject } from '@nestjs/common';
import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  ASSIGNMENT_WARNINGS,
  DomainError,
  assignmentPeriod,
  busyWith,
  fieldStaffDecider,
  fieldStaffStreamName,
  type AssignmentCandidate,
  type AssignmentWarning,
  type FieldStaffRole,
} from '@tourops/domain';
import type { EventStore } from '@tourops/event-store';
import type { ReadStore } from '@tourops/read-store';
import type { AssignmentWarningView, WriteResult } from '@tourops/contracts';
import { EVENT_STORE, READ_STORE, loadFolded } from '@tourops/runtime';
import type { Caller } from '../identity/auth.guard';
import { SettingsReader } from '../settings/settings.reader';
import { readTour } from '../tours/tour-stream';
import { AssignmentWarningsError, describeClashes } from './assignment-warnings';
import { ExecuteFieldStaffCommand } from './execute-field-staff-command';
import { toursByIds } from './field-staff-queries';

export interface AssignmentRequest {
  tourId: string;
  dayId?: string;
  segmentId?: string;
  role: FieldStaffRole;
  override: boolean;
}

export class AssignFieldStaffCommand extends Command<WriteResult> {
  constructor(
    readonly caller: Caller,
    readonly staffId: string,
    readonly request: AssignmentRequest,
  ) {
    super();
  }
}

const isWarning = (key: string): key is AssignmentWarning => (ASSIGNMENT_WARNINGS as readonly string[]).includes(key);

/** The decider's rejection for warnings not overridden: a conflict whose fields are all warning codes. */
function warningsOf(error: unknown): Record<AssignmentWarning, string> | null {
  if (!(error instanceof DomainError) || error.code !== 'conflict' || !error.fields) return null;
  const keys = Object.keys(error.fields);
  return keys.length > 0 && keys.every(isWarning) ? (error.fields as Record<AssignmentWarning, string>) : null;
}

@CommandHandler(AssignFieldStaffCommand)
export class AssignFieldStaffHandler implements ICommandHandler<AssignFieldStaffCommand, WriteResult> {
  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly settings: SettingsReader,
    private readonly commandBus: CommandBus,
  ) {}

  async execute({ caller, staffId, request }: AssignFieldStaffCommand): Promise<WriteResult> {
    const tour = await readTour(this.eventStore, caller.orgId, request.tourId);
    if (tour.deleted) throw new ConflictException('The tour is deleted; restore it before staffing it.');
    if (tour.template) throw new ConflictException('A template is not staffed; staff the tours made from it.');
    const window = await this.settings.get(caller.orgId, 'day');
    const { dayId, segmentId, role, override } = request;
    const period = assignmentPeriod(tour, { dayId, segmentId }, window);
    const assignmentId = randomUUID();
    const data = { assignmentId, tourId: tour.id, ...(dayId ? { dayId } : {}), ...(segmentId ? { segmentId } : {}), role, ...period, override };
    try {
      return await this.commandBus.execute(new ExecuteFieldStaffCommand(caller, staffId, { type: 'AssignFieldStaff', data }, assignmentId));
    } catch (error) {
      const warnings = warningsOf(error);
      if (!warnings) throw error;
      throw new AssignmentWarningsError((error as Error).message, await this.explain(caller.orgId, staffId, warnings, data), period);
    }
  }

  /** Each warning with its sentence; busy names the clashing tours by title, from the member's stream as it is now. */
  private async explain(orgId: string, staffId: string, warnings: Record<AssignmentWarning, string>, candidate: AssignmentCandidate): Promise<AssignmentWarningView[]> {
    const views: AssignmentWarningView[] = [];
    for (const code of ASSIGNMENT_WARNINGS) {
      if (!(code in warnings)) continue;
      if (code !== 'busy') {
        views.push({ code, message: warnings[code] });
        continue;
      }
      const { state } = await loadFolded(this.eventStore, fieldStaffStreamName(orgId, staffId), fieldStaffDecider);
      const others = state.status === 'present' ? busyWith(state.member, candidate) : [];
      const tours = await toursByIds(this.readStore, orgId, others.map((other) => other.tourId));
      const clashes = others.map((other) => ({
        assignmentId: other.assignmentId,
        tourId: other.tourId,
        tourTitle: (tours.get(other.tourId)?.title as string | undefined) ?? null,
        from: other.from,
        to: other.to,
      }));
      views.push({ code, message: clashes.length > 0 ? describeClashes(clashes) : warnings[code], clashes });
    }
    return views;
  }
}
