// A class's students (SPEC §7).

export const ROSTER_PATHS = {
  list: '/stu/list/:courseid',
  search: '/stu/search/:courseid/:term',
  listBrief: '/stu/listbrief/:courseid',
  addUser: '/stu/adduser/:courseid',
  modify: '/stu/modify/:courseid/:stuid',
  resetPicturePassword: '/stu/resetimgpw/:stuid',
  remove: '/stu/delete/:courseid/:stuid',
  copyList: '/stu/copylist/:fromcourseid/:tocourseid',
  importSample: '/stu/importsample',
  importFromFile: '/stu/importfromfile/:courseid',
  export: '/stu/export/:courseid',
  loginCards: '/stu/logincards/:handle',
  reprintCards: '/stu/reprintcards/:courseid',
  redoPlacement: '/course/student/redoplacement/true',
} as const;
