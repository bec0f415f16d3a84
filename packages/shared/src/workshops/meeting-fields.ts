/**
 * The sessions lists' page sizes, without zod: « Mes séances » and the workshop's sessions
 * table read them and load none of the schemas (ADR 056).
 */

/** The Meetings screen pages by 15 (P2 §9); the workshop's sessions table by 20, 30, 40 or all. */
export const MEETINGS_DEFAULT_PER_PAGE = 15;
/** "All" on the web asks for this many: a workshop never has more sessions in view. */
export const MEETINGS_MAX_PER_PAGE = 200;
