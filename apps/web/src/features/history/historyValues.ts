// How the history shows a value before or after a change: the server writes it in words; nothing reads as a dash.

export const historyValue = (value: string | null): string => value ?? '—';
