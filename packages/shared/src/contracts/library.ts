import { z } from 'zod';
import { pageFields } from './paging.js';
import { INT4_MAX, idListSchema, textSchema, wholeNumber } from './primitives.js';
import { formBoolean } from './roster.js';

/** A class's library (SPEC §2 course library, §7). */

export const RESOURCE_TYPES = ['book', 'video'] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

/** Books have no unit and videos no level: whichever lacks the sorted field comes last in both directions. */
export const RESOURCE_SORTS = ['title_asc', 'title_desc', 'level_asc', 'level_desc', 'unit_asc', 'unit_desc'] as const;
export type ResourceSort = (typeof RESOURCE_SORTS)[number];

/** A resource's open state for students, as the specification spells it. */
export const OPEN_FLAGS = ['true', 'false'] as const;
export type OpenFlag = (typeof OPEN_FLAGS)[number];

export const LIBRARY_KINDS = ['package', 'collection'] as const;
export type LibraryKind = (typeof LIBRARY_KINDS)[number];

/**
 * A library id (`colid`) names either a content package ("p12") or a teacher's collection
 * ("c7"), so one field can hold both kinds. A class without a library has colid "".
 */
export const COLID_PATTERN = /^[pc][1-9]\d{0,9}$/;

export function packageColid(pkgid: number): string {
  return `p${pkgid}`;
}

export function collectionColid(cid: number): string {
  return `c${cid}`;
}

export function parseColid(colid: string): { kind: LibraryKind; id: number } | null {
  const id = Number(colid.slice(1));
  if (!COLID_PATTERN.test(colid) || id > INT4_MAX) return null;
  return { kind: colid.startsWith('p') ? 'package' : 'collection', id };
}

export const colidParam = z
  .string()
  .regex(COLID_PATTERN)
  .refine((colid) => parseColid(colid) !== null, 'Not a library id.');

/** Most resources a collection may hold or a bulk open/close may name at once. */
export const LIBRARY_LIMITS = { resourcesMax: 1_000 } as const;

/** Resource ids from a form (`resourceids=1&resourceids=2` or `resourceids=1,2`) or JSON (`[1, 2]`). */
export const resourceIds = idListSchema(LIBRARY_LIMITS.resourcesMax);

/** A form's empty field means "no filter". */
const optionalFilter = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

/**
 * Filters and sort order of a resource list (class library search, a package's resources).
 * `keyword` matches the title or author, ignoring case; the others match exactly. Without
 * `sort` the list keeps its library order (a package's order, or a collection's sequence).
 */
export const resourceQuery = z.object({
  keyword: optionalFilter(textSchema.trim().max(100)),
  type: optionalFilter(z.enum(RESOURCE_TYPES)),
  level: optionalFilter(textSchema.trim().max(20)),
  unit: optionalFilter(wholeNumber(0, INT4_MAX)),
  topic: optionalFilter(textSchema.trim().max(60)),
  publisher: optionalFilter(textSchema.trim().max(120)),
  opened: optionalFilter(formBoolean),
  sort: optionalFilter(z.enum(RESOURCE_SORTS)),
});
export type ResourceQuery = z.infer<typeof resourceQuery>;

// ── Responses ──

/**
 * A picture book or video of the catalogue. Books carry a `level` (letters, A–Z) and `unit`
 * "", videos a `unit` ("1", "2", …) and `level` "". `cover` is a URL on the content host.
 * `information` is text (a link when it contains "http"); when it is JSON, its
 * `download_link` is already a URL on the content host. `note` "echo_book" marks a special book.
 */
export const resourceSummary = z.object({
  resourceid: z.number().int(),
  type: z.enum(RESOURCE_TYPES),
  resource_name: z.string(),
  level: z.string(),
  unit: z.string(),
  topic: z.string(),
  publisher: z.string(),
  author: z.string(),
  information: z.string(),
  note: z.string(),
  cover: z.string(),
});
export type ResourceSummary = z.infer<typeof resourceSummary>;

/** A resource as it sits in a class's library, with its open state for the class's students. */
export const textbook = resourceSummary.extend({
  colid: z.string(),
  openflag: z.enum(OPEN_FLAGS),
});
export type Textbook = z.infer<typeof textbook>;

/** The class and the library it uses; `colid` "" (and the rest null) when the class has none yet. */
export const courseLibraryInfo = z.object({
  courseid: z.number().int(),
  colid: z.string(),
  library_kind: z.enum(LIBRARY_KINDS).nullable(),
  library_name: z.string().nullable(),
  /** The package the library's resources come from (a collection's package, or the package itself). */
  pkgid: z.number().int().nullable(),
});
export type CourseLibraryInfo = z.infer<typeof courseLibraryInfo>;

/** One line of the library summary: books per level, videos per unit (`group`), opened of total. */
export const overviewGroup = z.object({
  type: z.enum(RESOURCE_TYPES),
  group: z.string(),
  total: z.number().int(),
  opened: z.number().int(),
});
export type OverviewGroup = z.infer<typeof overviewGroup>;

/** The whole library, whatever a search filtered: books by level then videos by unit, and the totals. */
export const courseOverview = z.object({
  record: z.array(overviewGroup),
  total: z.number().int(),
  opened: z.number().int(),
});
export type CourseOverview = z.infer<typeof courseOverview>;

/** GET /course/detail, POST /course/detail/search (filtered and sorted `record`) and POST /course/setlibrary. */
export const courseDetailResponse = z.object({
  status: z.literal('success'),
  csrInfo: courseLibraryInfo,
  record: z.array(textbook),
  courseOverview,
});
export type CourseDetailResponse = z.infer<typeof courseDetailResponse>;

export const openResourceListBody = z.object({
  resourceids: resourceIds.refine((ids) => ids.length > 0, 'Select at least one resource.'),
});

/** The resources whose open state was set, all to `openflag`. */
export const openResourceResponse = z.object({
  status: z.literal('success'),
  openflag: z.enum(OPEN_FLAGS),
  resourceids: z.array(z.number().int()),
});
export type OpenResourceResponse = z.infer<typeof openResourceResponse>;

/** One page of a picture book: its illustration (a URL on the content host) and its sentences. */
export const bookPage = z.object({
  page: z.number().int(),
  image: z.string(),
  sentences: z.array(z.string()),
});
export type BookPage = z.infer<typeof bookPage>;

export const bookMaterialResponse = z.object({
  status: z.literal('success'),
  resource: resourceSummary,
  pages: z.array(bookPage),
});
export type BookMaterialResponse = z.infer<typeof bookMaterialResponse>;

/** A subtitle sentence, `start` and `end` in seconds from the start of the video. */
export const subtitle = z.object({ start: z.number(), end: z.number(), text: z.string() });
export type Subtitle = z.infer<typeof subtitle>;

/** The video file and its WebVTT track are URLs on the content host; `duration` is in seconds. */
export const videoMaterialResponse = z.object({
  status: z.literal('success'),
  resource: resourceSummary,
  video: z.string(),
  duration: z.number(),
  vtt: z.string(),
  subtitles: z.array(subtitle),
});
export type VideoMaterialResponse = z.infer<typeof videoMaterialResponse>;

export const setLibraryBody = z.object({ colid: colidParam });

/** A library a class may use: a package the school subscribes to, or one of the class teacher's collections. */
export const libraryChoice = z.object({
  colid: z.string(),
  kind: z.enum(LIBRARY_KINDS),
  name: z.string(),
  description: z.string(),
  pkgid: z.number().int(),
  package_name: z.string(),
  count: z.number().int(),
});
export type LibraryChoice = z.infer<typeof libraryChoice>;

/**
 * One page of the libraries the class may switch to (the one it uses is not among them):
 * packages first, then collections by name (ignoring case); `total` 0 when there is nothing
 * to switch to. Paged with `pageQuery`.
 */
export const librariesResponse = z.object({
  status: z.literal('success'),
  current: z.string(),
  record: z.array(libraryChoice),
  ...pageFields,
});
export type LibrariesResponse = z.infer<typeof librariesResponse>;
