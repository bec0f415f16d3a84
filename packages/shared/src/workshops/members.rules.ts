/** « Mes adhérents » and the participant search (P2 §7, §9): the paging values, free of zod. */

/** « Mes adhérents » pages by 20 (P2 §9), the meeting form asks for 5; 0 means all. */
export const USERS_DEFAULT_PER_PAGE = 20;
export const usersPerPageChoices = [0, 5, 20, 50] as const;

export const userSortColumns = ['created_at', 'lastname', 'firstname'] as const;
export type UserSortColumn = (typeof userSortColumns)[number];
