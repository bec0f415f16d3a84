import { adminMessages } from '@plateforme/shared/messages/platform';

/** The back office's sections, in the order of its menu (ADR 040). */
export const adminSections = [
  { path: '/admin', label: adminMessages.sections.dashboard },
  { path: '/admin/partners', label: adminMessages.sections.partners },
  { path: '/admin/workshops', label: adminMessages.sections.workshops },
  { path: '/admin/planning', label: adminMessages.sections.planning },
  { path: '/admin/users', label: adminMessages.sections.users },
  { path: '/admin/supports', label: adminMessages.sections.supports },
  { path: '/admin/documents', label: adminMessages.sections.documents },
  { path: '/admin/surveys', label: adminMessages.sections.surveys },
  { path: '/admin/settings', label: adminMessages.sections.settings },
  { path: '/admin/payments', label: adminMessages.sections.payments },
  { path: '/admin/outbox', label: adminMessages.sections.outbox },
  { path: '/admin/jobs', label: adminMessages.sections.jobs },
  { path: '/admin/retention', label: adminMessages.sections.retention },
  { path: '/admin/audit', label: adminMessages.sections.audit },
] as const;
