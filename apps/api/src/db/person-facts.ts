/**
 * Facts about a person that several contexts read, written once as SQL (ADR 081). The kernel
 * keeps them because the viewer reads them on every request.
 */
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { memberships } from './schema/index.ts';

/**
 * « Premium at »: a membership period of `person` runs at `at` (start ≤ at < end). The one
 * condition behind the viewer, the staff's users list and the dashboard.
 */
export function isPremiumAt(person: SQLWrapper, at: SQLWrapper | Date): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${memberships} where ${memberships.userId} = ${person}
    and ${memberships.start} <= ${at} and ${memberships.end} > ${at})`;
}
