/** Slideshow archives (zip with index.html) unpacked safely and served in a sandbox (ADR 039). */
export { contentTypeOf } from './content-types.ts';
export { UnsafePathError, ZipSiteError, zipSiteMessages, type ZipSiteRefusal } from './errors.ts';
export {
  createZipSiteHandler,
  SLIDES_CSP,
  ZIP_SITE_ROLES,
  type LocatedArchive,
  type ZipSiteHandlerOptions,
  type ZipSiteRole,
} from './handler.ts';
export { defaultZipSiteLimits, type ZipSiteLimits } from './limits.ts';
export { resolveInside } from './resolve.ts';
export { zipSiteRouteSchema } from './route-schema.ts';
export { unpackOnce, type UnpackEvents } from './unpack.ts';
