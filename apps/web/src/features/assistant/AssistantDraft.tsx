// "Draft with AI": the assistant writes a day's title or description, or a tour's description, from what is planned;
// the text streams into an editable box; Accept hands it to the caller, Discard forgets it. Drafting writes nothing.
//
// Props (AssistantDraftProps):
//   kind      'day-title' | 'day-description' | 'tour-description'
//   tourId    the tour
//   dayId     the day; required for 'day-title' and 'day-description'
//   onAccept  (text) => void | Promise — called with the accepted text (trimmed, as edited); save it with the usual
//             PATCH of the day or the tour. While a returned promise is pending Accept shows as busy; when it
//             resolves the draft is cleared; when it rejects the draft stays (the caller shows why).
//   disabled  optional: turns the draft button off (for example while the field is being saved)
//
// The button is off, with a note beside it saying why (its description for a screen reader), when the server has no
// AI_BASE_URL (GET /api/assistant) or the member may not plan tours (auditors); no tooltip repeats the note on hover.
// Accept is on once the draft is finished and fits the field.
// Test ids: assistant-draft-button, assistant-draft-text, assistant-accept, assistant-discard (and assistant-error,
// assistant-not-set-up).
import { AnchorButton, Button, Callout, Classes, FormGroup, TextArea } from '@blueprintjs/core';
import { CleanIcon, CrossIcon, TickIcon } from '@blueprintjs/icons';
import type { DraftKind } from '@tourops/contracts';
import { useId, useState } from 'react';
import { useCanPlanTours } from '../session/permissions';
import { useGetAssistantQuery } from './assistantApi';
import { useDraftStream } from './useDraftStream';

export interface AssistantDraftProps {
  kind: DraftKind;
  tourId: string;
  /** Required for 'day-title' and 'day-description'. */
  dayId?: string;
  onAccept: (text: string) => void | Promise<unknown>;
  disabled?: boolean;
}

export const NOT_SET_UP_NOTE = 'The AI assistant is not set up (AI_BASE_URL).';
const READ_ONLY_NOTE = 'Your role can read tours but not change them.';

/** What PATCH of the day or tour accepts for the field. */
const MAX_LENGTH: Record<DraftKind, number> = { 'day-title': 200, 'day-description': 5000, 'tour-description': 5000 };
const WHAT: Record<DraftKind, string> = { 'day-title': 'day title', 'day-description': 'day description', 'tour-description': 'tour description' };

export function AssistantDraft({ kind, tourId, dayId, onAccept, disabled = false }: AssistantDraftProps) {
  const id = useId();
  const canPlan = useCanPlanTours();
  const assistant = useGetAssistantQuery();
  const draft = useDraftStream();
  const [accepting, setAccepting] = useState(false);

  const notSetUp = assistant.data?.configured === false;
  const note = notSetUp ? NOT_SET_UP_NOTE : !canPlan ? READ_ONLY_NOTE : null;
  const streaming = draft.status === 'streaming';
  const open = draft.status !== 'idle';
  const tooLong = draft.text.trim().length - MAX_LENGTH[kind];

  const accept = async () => {
    setAccepting(true);
    try {
      await onAccept(draft.text.trim());
      draft.cancel();
    } catch {
      // the caller shows why; the draft stays so nothing is lost
    } finally {
      setAccepting(false);
    }
  };

  const button = (
    <AnchorButton
      icon={<CleanIcon />}
      text="Draft with AI"
      disabled={Boolean(note) || disabled || assistant.isLoading || streaming || accepting}
      loading={streaming}
      onClick={() => draft.start({ kind, tourId, dayId })}
      aria-describedby={note ? `${id}-note` : undefined}
      data-testid="assistant-draft-button"
    />
  );

  return (
    <div className="assistant-draft" data-kind={kind} aria-busy={streaming}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}>
        {button}
        {note && (
          <span id={`${id}-note`} className={`${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`} data-testid={notSetUp ? 'assistant-not-set-up' : 'assistant-read-only'}>
            {note}
          </span>
        )}
      </div>
      {open && (
        <div style={{ marginTop: 8 }}>
          <FormGroup
            label={`Draft ${WHAT[kind]}`}
            labelFor={`${id}-text`}
            labelInfo={assistant.data ? `(${assistant.data.model})` : undefined}
            intent={tooLong > 0 ? 'danger' : 'none'}
            helperText={tooLong > 0 ? `${tooLong} characters too many: a ${WHAT[kind]} has at most ${MAX_LENGTH[kind]}.` : streaming ? 'Writing…' : 'Edit the text if you like, then accept or discard it.'}
          >
            <TextArea
              id={`${id}-text`}
              fill
              autoResize
              rows={kind === 'day-title' ? 1 : 4}
              value={draft.text}
              readOnly={streaming}
              onChange={(event) => draft.setText(event.target.value)}
              intent={tooLong > 0 ? 'danger' : 'none'}
              data-testid="assistant-draft-text"
            />
          </FormGroup>
          {draft.error && (
            <Callout intent="danger" compact title="The draft failed" role="alert" data-testid="assistant-error" style={{ marginBottom: 8 }}>
              {draft.error.message}
            </Callout>
          )}
          <div style={{ display: 'flex', gap: 8 }}>
            <Button
              intent="primary"
              icon={<TickIcon />}
              text="Accept"
              disabled={draft.status !== 'done' || draft.text.trim() === '' || tooLong > 0}
              loading={accepting}
              onClick={() => void accept()}
              data-testid="assistant-accept"
            />
            <Button variant="minimal" icon={<CrossIcon />} text="Discard" disabled={accepting} onClick={draft.cancel} data-testid="assistant-discard" />
          </div>
        </div>
      )}
    </div>
  );
}
