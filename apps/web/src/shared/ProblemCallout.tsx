// Shows a failed call's problem (title, detail, and field errors no field shows) above a form or a page.
import { Callout } from '@blueprintjs/core';
import type { Problem } from '@tourops/contracts';
import type { ReactNode } from 'react';

export function ProblemCallout({ problem, otherErrors = [], action }: { problem: Problem | null; otherErrors?: string[]; action?: ReactNode }) {
  if (!problem) return null;
  return (
    <Callout intent="danger" title={problem.title} role="alert" data-testid="problem" className="problem-callout">
      {problem.detail && <p>{problem.detail}</p>}
      {otherErrors.length > 0 && (
        <ul>
          {otherErrors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
      {action}
    </Callout>
  );
}
