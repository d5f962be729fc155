/** Everything about classes is cached under ['course']; a class's Echo Valley quizzes sit together so one change refreshes them all. */
export const echoKey = (courseid: number) => ['course', 'echo', courseid] as const;
export const echoListKey = (courseid: number) => [...echoKey(courseid), 'list'] as const;
export const echoProgressKey = (courseid: number, echoid: number) =>
  [...echoKey(courseid), 'progress', echoid] as const;
