import type { QueryKey } from '@tanstack/react-query';

/** Everything about the teacher's collections and the packages they are built from. */
export const collectionKey = (...rest: unknown[]): QueryKey => ['collection', ...rest];
