/**
 * What the package holds without zod: route paths, error codes, enums, limits and plain rules.
 * The web app's start code (the app shell and the login page) imports values from here only
 * (`@lms/shared/plain`), so its first download holds no schema library. The package index
 * re-exports all of it.
 */
export * from './domain/app-config.js';
export * from './domain/credentials.js';
export * from './domain/duration.js';
export * from './domain/enums.js';
export * from './domain/limits.js';
export * from './domain/score.js';
export * from './domain/startup-language.js';
export * from './domain/student-order.js';
export * from './domain/written-day.js';
export * from './error-codes.js';
export * from './paths/index.js';
