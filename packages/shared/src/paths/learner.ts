// Students and parents signed in (the learner app).

export const LEARNER_PATHS = {
  login: '/learner/login',
  pictureSet: '/learner/picture/set',
  pictureReset: '/learner/picture/reset',
  avatar: '/learner/avatar',
  library: '/learner/library',
  assignments: '/learner/assignments',
  events: '/learner/events',
  parentLogin: '/parent/login',
  parentChildren: '/parent/children',
} as const;
