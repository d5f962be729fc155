/** Everything about classes is cached under ['course']; a class's levels sit together so one change refreshes them all. */
export const levelKey = (courseid: number) => ['course', 'level', courseid] as const;
export const levelResultsKey = (courseid: number) => [...levelKey(courseid), 'results'] as const;
export const levelTestKey = (courseid: number, testid: number) => [...levelKey(courseid), 'test', testid] as const;
