import { z } from 'zod';

const flag = z.union([z.literal(0), z.literal(1)]);
const dated = z.object({ created_at: z.string() }).nullable();

/** The wire shape of a profile (part 1 §3, part 2 §3 User); documents GET /api/user. */
export const profileSchema = z.object({
  id: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  complete_name: z.string(),
  email: z.string(),
  code: z.string().nullable(),
  member_code: z.string().nullable(),
  phone: z.string().nullable(),
  street: z.string().nullable(),
  zip: z.string().nullable(),
  city: z.string().nullable(),
  birthdate: z.string().nullable().describe('YYYY-MM-DD'),
  role: z.enum(['user', 'pro', 'admin']),
  role_name: z.string(),
  types: z.array(z.string()).describe('contient « premium » quand une adhésion couvre aujourd’hui'),
  is_aja: z.boolean(),
  aja_role: z.enum(['aja_young', 'aja_assistant']).nullable(),
  assistant_id: z.number().int().nullable(),
  aja_assistant: z.object({ firstname: z.string(), lastname: z.string(), email: z.string() }).nullable(),
  aja_assisted_nb: z.number().int(),
  is_invited: z.boolean(),
  email_confirmed: z.boolean().describe('l’adresse a été confirmée par un lien reçu à cette adresse'),
  is_archived: z.boolean(),
  registration_process: z.string().describe('objet JSON sérialisé'),
  premium_dates: z.object({ start: z.string(), end: z.string() }).nullable(),
  qr_info_alert: flag,
  qsat_alert: flag,
  cog_alert: flag,
  current_pro_status: z.object({ type: z.enum(['licence', 'novice', 'basic']) }).nullable(),
  is_pro_status_blocked: z.boolean(),
  show_oncommence_menu: z.boolean(),
  show_oncommence_banner: z.boolean(),
  followed_cancerous_pathology: z.boolean(),
  platform_access_terms_accepted: z.boolean(),
  dark_theme: z.boolean(),
  last_qpr: dated,
  last_qsat: dated,
  created_at: z.string(),
});

/** The signed-in person as the web reads them (GET /api/user). */
export type Profile = z.infer<typeof profileSchema>;
