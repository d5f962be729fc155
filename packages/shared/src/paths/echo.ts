// Echo Valley: teachers' quizzes and answers, and students' answers.

export const ECHO_PATHS = {
  list: '/echo/list/:courseid',
  sentences: '/echo/sentences/:courseid/:resourceid',
  warnings: '/echo/warnings/:courseid',
  detail: '/echo/detail/:courseid/:echoid',
  create: '/echo/create/:courseid',
  edit: '/echo/edit/:courseid/:echoid',
  publish: '/echo/publish/:courseid/:echoid',
  delete: '/echo/delete/:courseid/:echoid',
  progress: '/echo/progress/:courseid/:echoid',
  export: '/echo/export/:courseid/:echoid',
  auto: '/echo/auto/:courseid',
  tryIt: '/echo/try/:courseid',
  voice: '/echo/voice/:answerid',
  override: '/echo/override/:answerid',
  rescore: '/echo/rescore/:answerid',
} as const;

export const LEARNER_ECHO_PATHS = {
  list: '/learner/echo',
  answer: '/learner/echo/:echoid/:qid',
  result: '/learner/echo/answer/:answerid',
} as const;
