import type { Db } from '../db/client.ts';
import { seedSettings } from './settings.ts';
import { seedSurveys, type SeededSurvey } from './surveys.ts';

/**
 * What every installation needs, demo or not: settings, the web OAuth client and the
 * questionnaires. Safe to run on every start: existing rows are kept.
 */
export async function seedReference(db: Db): Promise<Map<string, SeededSurvey>> {
  await seedSettings(db);
  return seedSurveys(db);
}
