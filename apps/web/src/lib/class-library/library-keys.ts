import type { QueryKey } from '@tanstack/react-query';

/** A class's library is cached under ['course'] with everything else about the class. */
export const libraryKey = (courseid: number, ...rest: unknown[]): QueryKey => ['course', 'library', courseid, ...rest];

/** The library's resources: the whole list and every search of it, which an open or close changes alike. */
export const libraryResourcesKey = (courseid: number, ...rest: unknown[]): QueryKey =>
  libraryKey(courseid, 'resources', ...rest);
