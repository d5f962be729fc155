/** Everything about classes is cached under ['course']; a class's quizzes sit together so one change refreshes them all. */
export const echoKey = (courseid: number) => ['course', 'echo', courseid] as const;
export const echoDetailKey = (courseid: number, echoid: number) => [...echoKey(courseid), 'detail', echoid] as const;
/** A material's sentences do not change with the quizzes; they are kept apart from them. */
export const echoSentencesKey = (courseid: number, resourceid: number) =>
  ['course', 'echo-sentences', courseid, resourceid] as const;
