// The wizard's steps in order, their names, and the step a tour resumes at.
import type { WizardStep } from '@tourops/domain';

export type ShownStep = Exclude<WizardStep, 'done'>;

export const SHOWN_STEPS: readonly { step: ShownStep; label: string; purpose: string }[] = [
  { step: 'basics', label: 'Basics', purpose: 'Title, dates, time zone and status.' },
  { step: 'days', label: 'Days', purpose: 'One day per date, created for you: give each a title.' },
  { step: 'segments', label: 'Segments', purpose: 'What happens each day, in order.' },
  { step: 'review', label: 'Review', purpose: 'Check the plan, then finish.' },
];

const ORDER: Record<WizardStep, number> = { basics: 0, days: 1, segments: 2, review: 3, done: 4 };

export const isLater = (step: WizardStep, than: WizardStep) => ORDER[step] > ORDER[than];

/** Where a tour left the wizard: the step it reached (a finished tour opens on its review). */
export const resumeStep = (reached: WizardStep | null): ShownStep => (reached === null ? 'basics' : reached === 'done' ? 'review' : reached);

export function neighbours(step: ShownStep): { previous: ShownStep | null; next: ShownStep | null } {
  const index = SHOWN_STEPS.findIndex((candidate) => candidate.step === step);
  return { previous: SHOWN_STEPS[index - 1]?.step ?? null, next: SHOWN_STEPS[index + 1]?.step ?? null };
}
