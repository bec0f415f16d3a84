/** True when the end day comes before the start day (ISO days compare as text): the lists then leave the period out. */
export function isPeriodReversed({ from, to }: { from: string; to: string }): boolean {
  return from !== '' && to !== '' && to < from;
}
