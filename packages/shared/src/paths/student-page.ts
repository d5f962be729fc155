export const STUDENT_PAGE_PATHS = {
  page: '/student/:courseid/:stuid',
  note: '/student/note/:courseid/:stuid',
} as const;
