// A settings form's draft: follows the stored document until edited, and follows it again when someone else changes it.
import { useEffect, useRef, useState } from 'react';

export function useSettingsDraft<D, S>(stored: S, draftOf: (stored: S) => D): [D, (draft: D) => void] {
  const [draft, setDraft] = useState<D>(() => draftOf(stored));
  const seen = useRef(JSON.stringify(stored));
  useEffect(() => {
    const now = JSON.stringify(stored);
    if (now === seen.current) return;
    seen.current = now;
    setDraft(draftOf(stored));
  }, [stored, draftOf]);
  return [draft, setDraft];
}
