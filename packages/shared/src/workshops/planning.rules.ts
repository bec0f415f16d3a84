/**
 * The back office's planning (issue #16, ADR 044), free of zod: the programmes, the bounds and
 * the ISO calendar the screen needs before any check; planning.schemas builds on them.
 */
import { addCalendarDays } from '../format/paris-time.ts';
import { adminPlanningMessages as messages } from '../messages/workshops-planning.ts';

export const PLANNING_PROGRAMMES = ['cognitive', 'aja'] as const;
export type PlanningProgramme = (typeof PLANNING_PROGRAMMES)[number];
/** Same bound as the workshops' sequence filter; the demo runs 15. */
export const PLANNING_SEQUENCE_MAX = 99;
export const PLANNING_YEAR_MIN = 2000;
export const PLANNING_YEAR_MAX = 2100;

/** Monday (YYYY-MM-DD) of ISO week 1 of an ISO year: the week holding 4 January. */
function firstMondayOf(year: number): string {
  const januaryFourth = `${year}-01-04`;
  const weekday = (new Date(`${januaryFourth}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addCalendarDays(januaryFourth, -weekday);
}

/** 52 or 53: an ISO year has 53 weeks when it starts on a Thursday (or a Wednesday in a leap year). */
export function countIsoWeeks(year: number): number {
  const days =
    (Date.parse(`${firstMondayOf(year + 1)}T00:00:00Z`) - Date.parse(`${firstMondayOf(year)}T00:00:00Z`)) / 86_400_000;
  return days / 7;
}

/** Monday and Sunday (YYYY-MM-DD) of an ISO week. */
export function getIsoWeekDays(year: number, week: number): { monday: string; sunday: string } {
  const monday = addCalendarDays(firstMondayOf(year), (week - 1) * 7);
  return { monday, sunday: addCalendarDays(monday, 6) };
}

/** A week's sequence as typed: "" clears the week, else a whole number from 1 to PLANNING_SEQUENCE_MAX. */
export function readPlanningSequence(text: string): { sequence: number | null } | { error: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { sequence: null };
  const sequence = /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
  return Number.isInteger(sequence) && sequence >= 1 && sequence <= PLANNING_SEQUENCE_MAX
    ? { sequence }
    : { error: messages.sequenceRange(PLANNING_SEQUENCE_MAX) };
}
