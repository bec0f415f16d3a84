import { useEffect, useRef, useState } from 'react';

/**
 * A filter typed into a box while the list's filters live in the address: the box shows what
 * is typed, `send` gets it once typing pauses for `delay` ms (a blank-only change sends
 * nothing), and the box follows the address when it changes from elsewhere (back button,
 * « Effacer les filtres »), never because of what it sent itself.
 */
export function useTypedFilter(
  value: string,
  send: (typed: string) => void,
  delay: number,
): [string, (typed: string) => void] {
  const [typed, setTyped] = useState(value);
  const sent = useRef(value);
  const sendRef = useRef(send);
  sendRef.current = send;

  useEffect(() => {
    if (value.trim() === sent.current.trim()) return;
    sent.current = value;
    setTyped(value);
  }, [value]);

  useEffect(() => {
    if (typed.trim() === sent.current.trim()) return;
    const timer = setTimeout(() => {
      sent.current = typed;
      sendRef.current(typed);
    }, delay);
    return () => clearTimeout(timer);
  }, [typed, delay]);

  return [typed, setTyped];
}
