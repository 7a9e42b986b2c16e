// Walks a parsed body or query: every key and value, its path built only when asked, without recursion.

export interface Entry {
  key: string | number;
  value: unknown;
  /** The dotted path of the entry, as field errors are keyed ("positions.0.at"). */
  path(): string;
}

interface Step {
  key: string | number;
  parent: Step | null;
}

const pathOf = (step: Step): string => {
  const keys: (string | number)[] = [];
  for (let at: Step | null = step; at; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.');
};

/** Depth-first, so a body nested 10,000 levels deep costs no stack and no copied paths. */
export function* entriesOf(root: unknown): Generator<Entry> {
  const stack: { step: Step | null; value: unknown }[] = [{ step: null, value: root }];
  while (stack.length > 0) {
    const { step, value } = stack.pop()!;
    if (typeof value !== 'object' || value === null) continue;
    const isList = Array.isArray(value);
    for (const [key, child] of Object.entries(value)) {
      const childStep: Step = { key: isList ? Number(key) : key, parent: step };
      yield { key: childStep.key, value: child, path: () => pathOf(childStep) };
      if (typeof child === 'object' && child !== null) stack.push({ step: childStep, value: child });
    }
  }
}
