/** Everything about classes is cached under ['course']; a class's assignments sit together so one change refreshes them all. */
export const assignmentsKey = (courseid: number) => ['course', 'assignments', courseid] as const;
export const assignmentProgressKey = (courseid: number, aid: number) => [...assignmentsKey(courseid), aid] as const;
