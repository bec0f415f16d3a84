import { timestamp } from 'drizzle-orm/pg-core';

// Column shapes several schema files share; not part of the schema itself (index.ts leaves it out).

export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
