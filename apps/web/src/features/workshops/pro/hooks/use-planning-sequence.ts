import { useRef, useState } from 'react';

const isDay = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text);

/**
 * A new day fills the sequence from the planning of its week (P2 §5); the pro may still change
 * it. Only the answer for the latest day counts; `failed` says the planning could not tell.
 */
export function usePlanningSequence(
  findSequence: (day: string) => Promise<number | null>,
  startDay: string,
  fill: (sequence: number) => void,
) {
  const [failed, setFailed] = useState(false);
  const lastDay = useRef(startDay);
  const lookups = useRef(0);
  const dayChanged = (day: string) => {
    const lookup = ++lookups.current;
    if (!isDay(day) || day === lastDay.current) return;
    lastDay.current = day;
    findSequence(day).then(
      (sequence) => {
        if (lookup !== lookups.current) return;
        setFailed(sequence === null);
        if (sequence !== null) fill(sequence);
      },
      () => {
        if (lookup === lookups.current) setFailed(true);
      },
    );
  };
  return { failed, dayChanged };
}
