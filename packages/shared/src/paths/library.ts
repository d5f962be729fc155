// A class's library (SPEC §2 course library, §7).

export const LIBRARY_PATHS = {
  detail: '/course/detail/:courseid',
  search: '/course/detail/search/:courseid',
  openResource: '/course/openresource/:courseid/:colid/:resourceid/:flag',
  openResourceList: '/course/openresourcelist/:courseid/:colid/:flag',
  videoMaterial: '/course/getvideomaterial/:courseid/:colid/:resourceid',
  bookMaterial: '/course/getbookmaterial/:courseid/:colid/:resourceid',
  setLibrary: '/course/setlibrary/:courseid',
  libraries: '/course/libraries/:courseid',
} as const;
