/** Values of admin-list.schemas.ts that need no schema library, for screens that load zod only at a form's first use (ADR 095). */

/**
 * The one list convention of the back office (ADR 040): every /api/admin list is paged,
 * sorted and filtered on the server with these query parameters, answers `{ data, meta }`,
 * and its `/export` twin takes the same filters and answers an xlsx file of every row.
 */
export const ADMIN_PAGE_SIZES = [20, 50, 100] as const;
