/**
 * Where the web fetches a support's files, without zod: « Mes séances » (the booklet) and
 * the library read them and load none of the schemas (ADR 056).
 */

/** The support files a pro opens as a slideshow (P2 §7); the proxy serves the unpacked zip. */
export type SlideshowRole = 'pro_attachment' | 'guide_attachment';

/** Where the web asks for a signed link to a support's slideshow (the new window carries no token). */
export const slideshowLinkPath = (supportId: number, role: SlideshowRole) =>
  `/api/supports/${supportId}/${role}/slideshow-link`;

/** Where any allowed person downloads a support's file, for a session when given. */
export const attachmentDownloadPath = (attachmentId: number) => `/api/attachments/${attachmentId}/download`;
