// My Library: a teacher's own collections.

export const COLLECTION_PATHS = {
  list: '/collection/list',
  packages: '/collection/packages',
  packageResources: '/collection/package/:pkgid/resources',
  create: '/collection/create',
  detail: '/collection/detail/:cid',
  edit: '/collection/edit/:cid',
  remove: '/collection/delete/:cid',
  duplicate: '/collection/duplicate/:cid',
  /** Preview while building a collection: any resource of a package the school subscribes to. */
  bookMaterial: '/collection/getbookmaterial/:resourceid',
  videoMaterial: '/collection/getvideomaterial/:resourceid',
} as const;
