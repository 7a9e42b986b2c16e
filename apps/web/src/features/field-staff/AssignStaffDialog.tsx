// Assigns a member to the tour, one of its days or one segment: pick the member, the role and the scope; warnings ask for an override.
import { Button, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect, InputGroup, Menu, MenuItem, Spinner } from '@blueprintjs/core';
import { SearchIcon } from '@blueprintjs/icons';
import type { AssignFieldStaffBody, FieldStaffRoleName, FieldStaffSummaryView, TourView } from '@tourops/contracts';
import { useState, type FormEvent } from 'react';
import { toProblem } from '../../app/problem';
import { formatDate } from '../../shared/format';
import { ProblemCallout } from '../../shared/ProblemCallout';
import { useDebouncedValue } from '../../shared/useDebouncedValue';
import { AssignmentWarningsCallout } from './AssignmentWarningsCallout';
import { warningsOf } from './assignmentWarnings';
import { useAssignFieldStaffMutation, useListFieldStaffQuery } from './fieldStaffApi';
import { personName } from '../../shared/personName';
import { ROLE_LABELS, ROLES } from './staffLabels';
import { EmptyState } from '../../shared/SubHeading';

type Scope = 'tour' | 'day' | 'segment';

export interface AssignStaffDialogProps {
  tour: TourView;
  isOpen: boolean;
  onClose: () => void;
  onAssigned: (message: string) => void;
}

export function AssignStaffDialog({ tour, isOpen, onClose, onAssigned }: AssignStaffDialogProps) {
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title="Assign staff" canOutsideClickClose={false} style={{ width: 560, maxWidth: 'calc(100vw - 32px)' }} data-testid="assign-staff-dialog">
      {isOpen && <AssignStaffForm tour={tour} onClose={onClose} onAssigned={onAssigned} />}
    </Dialog>
  );
}

function AssignStaffForm({ tour, onClose, onAssigned }: Omit<AssignStaffDialogProps, 'isOpen'>) {
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), 250);
  const { data, isFetching } = useListFieldStaffQuery({ search, role: '', cursor: null, limit: 20 });
  const [member, setMember] = useState<FieldStaffSummaryView | null>(null);
  const [role, setRole] = useState<FieldStaffRoleName>('guide');
  const [scope, setScope] = useState<Scope>('tour');
  const [dayId, setDayId] = useState(tour.days[0]?.id ?? '');
  const day = tour.days.find((candidate) => candidate.id === dayId);
  const [segmentId, setSegmentId] = useState('');
  const segment = day?.segments.find((candidate) => candidate.id === segmentId) ?? day?.segments[0];
  const [assign, { isLoading, error, reset }] = useAssignFieldStaffMutation();
  const warnings = warningsOf(error);
  const problem = warnings ? null : toProblem(error);

  const choose = (next: FieldStaffSummaryView) => {
    setMember(next);
    setRole(next.roles[0] ?? 'guide');
    reset();
  };
  const bodyOf = (override: boolean): AssignFieldStaffBody => ({
    tourId: tour.id,
    role,
    override,
    ...(scope !== 'tour' && day ? { dayId: day.id } : {}),
    ...(scope === 'segment' && segment ? { segmentId: segment.id } : {}),
  });
  const scopeText = scope === 'tour' ? 'the whole tour' : scope === 'day' && day ? formatDate(day.date) : segment ? `“${segment.title}”` : 'the tour';
  const send = async (override: boolean) => {
    if (!member) return;
    const result = await assign({ staffId: member.id, body: bodyOf(override) });
    if ('error' in result) return;
    onAssigned(`${personName(member)} was assigned as ${ROLE_LABELS[role].toLowerCase()} to ${scopeText}${override ? ', overriding the warnings' : ''}.`);
    onClose();
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send(false);
  };
  const cannotScope = (scope === 'day' && !day) || (scope === 'segment' && !segment);

  return (
    <form onSubmit={submit} aria-label="Assign staff" data-testid="assign-staff-form">
      <DialogBody>
        <FormGroup label="Member" labelFor="assign-staff-search">
          <InputGroup
            id="assign-staff-search"
            type="search"
            leftIcon={<SearchIcon />}
            placeholder="Search field staff by name"
            value={text}
            onValueChange={setText}
            rightElement={isFetching ? <Spinner size={16} /> : undefined}
            data-testid="assign-staff-search"
            autoFocus
          />
          <Menu className="assign-staff-options" aria-label="Field staff">
            {data?.items.length === 0 && <EmptyState description="No one matches." layout="horizontal" />}
            {data?.items.map((candidate) => (
              <MenuItem
                key={candidate.id}
                text={personName(candidate)}
                label={candidate.roles.map((value) => ROLE_LABELS[value]).join(', ')}
                active={member?.id === candidate.id}
                disabled={candidate.erased}
                aria-selected={member?.id === candidate.id}
                roleStructure="listoption"
                onClick={() => choose(candidate)}
                data-testid="assign-staff-option"
                data-staff-id={candidate.id}
              />
            ))}
          </Menu>
        </FormGroup>
        <FormGroup label="Role" labelFor="assign-staff-role">
          <HTMLSelect
            id="assign-staff-role"
            value={role}
            onChange={(event) => {
              setRole(event.target.value as FieldStaffRoleName);
              reset();
            }}
            options={ROLES.map((value) => ({ value, label: ROLE_LABELS[value] }))}
            data-testid="assign-staff-role"
            fill
          />
        </FormGroup>
        <FormGroup label="Assigned to" labelFor="assign-staff-scope">
          <HTMLSelect
            id="assign-staff-scope"
            value={scope}
            onChange={(event) => {
              setScope(event.target.value as Scope);
              reset();
            }}
            options={[
              { value: 'tour', label: 'The whole tour' },
              { value: 'day', label: 'One day', disabled: tour.days.length === 0 },
              { value: 'segment', label: 'One segment', disabled: !tour.days.some((candidate) => candidate.segments.length > 0) },
            ]}
            data-testid="assign-staff-scope"
            fill
          />
        </FormGroup>
        {scope !== 'tour' && (
          <FormGroup label="Day" labelFor="assign-staff-day">
            <HTMLSelect
              id="assign-staff-day"
              value={day?.id ?? ''}
              onChange={(event) => {
                setDayId(event.target.value);
                setSegmentId('');
                reset();
              }}
              options={tour.days.map((candidate) => ({ value: candidate.id, label: `${formatDate(candidate.date)}${candidate.title ? ` · ${candidate.title}` : ''}` }))}
              data-testid="assign-staff-day"
              fill
            />
          </FormGroup>
        )}
        {scope === 'segment' && (
          <FormGroup label="Segment" labelFor="assign-staff-segment" helperText={day && day.segments.length === 0 ? 'This day has no segments.' : undefined}>
            <HTMLSelect
              id="assign-staff-segment"
              value={segment?.id ?? ''}
              onChange={(event) => {
                setSegmentId(event.target.value);
                reset();
              }}
              options={(day?.segments ?? []).map((candidate) => ({ value: candidate.id, label: `${candidate.startTime} ${candidate.title}` }))}
              data-testid="assign-staff-segment"
              fill
            />
          </FormGroup>
        )}
        <ProblemCallout problem={problem} />
        {warnings && member && <AssignmentWarningsCallout name={personName(member)} warnings={warnings} busy={isLoading} onAssignAnyway={() => void send(true)} onCancel={onClose} />}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Cancel" onClick={onClose} data-testid="assign-staff-cancel" />
            <Button type="submit" intent="primary" text="Assign" loading={isLoading && !warnings} disabled={!member || cannotScope || Boolean(warnings)} data-testid="assign-staff-submit" />
          </>
        }
      />
    </form>
  );
}
