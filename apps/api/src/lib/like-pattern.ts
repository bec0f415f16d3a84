/** Text typed by a person, for LIKE: its own %, _ and \ are matched as letters, not wildcards. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** Free text as an ILIKE "contains" pattern. */
export const containsPattern = (text: string) => `%${escapeLike(text)}%`;
