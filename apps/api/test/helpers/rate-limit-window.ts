/**
 * Rate limits count in fixed windows (lib/rate-limit.ts): a test that fills one must not
 * straddle the edge, where the count starts again. Waits for the next window when the
 * current one ends within `marginSeconds`.
 */
export async function awayFromWindowEdge(windowSeconds = 15 * 60, marginSeconds = 40): Promise<void> {
  const windowMs = windowSeconds * 1000;
  const left = windowMs - (Date.now() % windowMs);
  if (left < marginSeconds * 1000) await new Promise((resolve) => setTimeout(resolve, left + 50));
}
