// Classes: the class list and frame, and the administrators' changes.

export const COURSE_PATHS = {
  list: '/course/list',
  info: '/course/info/:courseid',
} as const;

export const CLASS_ADMIN_PATHS = {
  create: '/course/create',
  edit: '/course/edit/:courseid',
  options: '/course/options',
} as const;
