// Text typed into a field that saves as it is typed: the saved value comes back trimmed, so what is typed stays shown.
import { useEffect, useState } from 'react';

export function useTypedText(saved: string, save: (text: string) => void): [string, (text: string) => void] {
  const [typed, setTyped] = useState(saved);
  useEffect(() => {
    // Someone else's change (or a discard) replaces the text; our own trimmed save does not.
    setTyped((current) => (current.trim() === saved.trim() ? current : saved));
  }, [saved]);
  return [
    typed,
    (text) => {
      setTyped(text);
      save(text);
    },
  ];
}
