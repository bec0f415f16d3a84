// The whole schema, by context (a context's tables in files named after it); drizzle-kit and
// the client read it from here.
export * from './accounts.ts';
export * from './accounts-sign-in.ts';
export * from './accounts-links.ts';
export * from './registration.ts';
export * from './membership.ts';
export * from './workshops.ts';
export * from './workshops-meetings.ts';
export * from './supports.ts';
export * from './library.ts';
export * from './surveys.ts';
export * from './platform.ts';
export * from './relations.ts';
