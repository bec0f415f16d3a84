/// <reference types="vite/client" />

// Vite's env typing is extended by declaration merging, which only interfaces support.
/* eslint-disable @typescript-eslint/consistent-type-definitions */
interface ImportMetaEnv {
  /** API origin; empty means same origin (the API serves the SPA in production). */
  readonly VITE_API_URL?: string;
  /** The companion application opened by /oncogitiel. */
  /** Name shown in the app bar (the association's identity also lives in the API settings). */
  readonly VITE_ASSOCIATION_NAME?: string;
}
