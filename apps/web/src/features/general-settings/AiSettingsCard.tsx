// The AI assistant's model, system prompt and drafting instructions; saved 500 ms after a valid change.
import { Card } from '@blueprintjs/core';
import type { AiSettings } from '@tourops/domain';
import { useAppDispatch } from '../../app/hooks';
import { hasErrors, type FieldErrors } from '../../shared/forms/fieldErrors';
import { TextField } from '../../shared/forms/TextField';
import { saveSettings } from '../settings/saveSettings';
import { useSettingsDraft } from '../settings/useSettingsDraft';

const MAX_INSTRUCTION = 2000;
const asDraft = (ai: AiSettings) => ai;

function checkAi(ai: AiSettings): FieldErrors {
  const errors: FieldErrors = {};
  if (ai.model.trim() === '') errors.model = 'The model is required, such as gpt-5-mini.';
  const texts = { systemPrompt: ai.systemPrompt, titleInstruction: ai.day.titleInstruction, descriptionInstruction: ai.day.descriptionInstruction, tourInstruction: ai.tour.tourInstruction };
  for (const [field, text] of Object.entries(texts)) if (text.length > MAX_INSTRUCTION) errors[field] = `At most ${MAX_INSTRUCTION} characters.`;
  return errors;
}

export function AiSettingsCard({ ai, canChange }: { ai: AiSettings; canChange: boolean }) {
  const dispatch = useAppDispatch();
  const [draft, setDraft] = useSettingsDraft(ai, asDraft);
  const errors = checkAi(draft);
  const change = (next: AiSettings) => {
    setDraft(next);
    if (!hasErrors(checkAi(next))) dispatch(saveSettings('ai', next));
  };
  const field = (label: string, value: string, set: (value: string) => AiSettings, error: string | undefined | null, testId: string, multiline = true) => (
    <TextField label={label} value={value} onChange={(text) => change(set(text))} error={error} testId={testId} disabled={!canChange} multiline={multiline} />
  );
  return (
    <Card className="settings-card" data-testid="ai-settings">
      <h2 className="settings-card-title">AI assistant</h2>
      <p className="muted">What the planner’s “Draft” buttons ask the assistant for. The assistant itself is set up on the server (AI_BASE_URL).</p>
      {field('Model', draft.model, (model) => ({ ...draft, model }), errors.model, 'ai-model', false)}
      {field('System prompt', draft.systemPrompt, (systemPrompt) => ({ ...draft, systemPrompt }), errors.systemPrompt, 'ai-system-prompt')}
      {field('Day title', draft.day.titleInstruction, (titleInstruction) => ({ ...draft, day: { ...draft.day, titleInstruction } }), errors.titleInstruction, 'ai-day-title')}
      {field('Day description', draft.day.descriptionInstruction, (descriptionInstruction) => ({ ...draft, day: { ...draft.day, descriptionInstruction } }), errors.descriptionInstruction, 'ai-day-description')}
      {field('Tour description', draft.tour.tourInstruction, (tourInstruction) => ({ ...draft, tour: { tourInstruction } }), errors.tourInstruction, 'ai-tour-description')}
    </Card>
  );
}
