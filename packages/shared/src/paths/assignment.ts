export const ASSIGNMENT_PATHS = {
  set: '/course/asgmt/set/:courseid',
  edit: '/course/asgmt/edit/:courseid/:aid',
  list: '/course/asgmt/list/:courseid',
  progress: '/course/asgmt/progress/:courseid/:aid',
  progressExport: '/course/asgmt/progress/:courseid/:aid/export',
  check: '/course/asgmt/check/:courseid/:aid',
  delete: '/course/asgmt/delete/:courseid/:aid',
  auto: '/course/asgmt/auto/:courseid',
} as const;
