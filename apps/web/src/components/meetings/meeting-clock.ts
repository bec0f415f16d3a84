import { useEffect, useState } from 'react';

/** The time now, moved on each minute: a row turns past, a status button goes, without a reload. */
export function useMeetingClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}
