import { z } from 'zod';

/** GET /api/map/config: where the workshops map takes its tiles, and the credit they need. */
export const mapConfigSchema = z.object({
  /** Leaflet placeholders: {z}, {x}, {y}, and {s} for a subdomain. */
  tile_url: z.string(),
  /** Plain text, shown under the map. */
  attribution: z.string(),
});

export type MapConfig = z.infer<typeof mapConfigSchema>;
