/** Free text as an ILIKE "contains" pattern: its own %, _ and \ are matched as text. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;
