// The whole schema, one file per context; drizzle-kit and the client read it from here.
export * from './accounts.ts';
export * from './registration.ts';
export * from './membership.ts';
export * from './workshops.ts';
export * from './supports.ts';
export * from './library.ts';
export * from './surveys.ts';
export * from './platform.ts';
export * from './relations.ts';
