/**
 * The supports' lists both sides read, without zod: the programmes a support belongs to and
 * the roles of its files (P2 §3 Support). The schemas build on them.
 */
export const supportTypes = ['classique', 'aja'] as const;
export type SupportType = (typeof supportTypes)[number];

export const supportAttachmentRoles = ['pro_attachment', 'user_attachment', 'guide_attachment'] as const;
export type SupportAttachmentRole = (typeof supportAttachmentRoles)[number];
