import type {
  BookPage,
  ContentPackageSummary,
  CourseOverview,
  OpenFlag,
  ResourceSummary,
  Subtitle,
  Textbook,
} from '@lms/shared';
import type { ContentUrl } from '../content/index.js';
import type { MaterialRow, PackageRow, PageRow, ResourceRow, SentenceRow } from './catalogue.repository.js';
import { byText } from './resource-query.js';

/**
 * A video's information is JSON whose `download_link` names a file in the content folder; answers
 * carry it as a URL on the content host, like every other content path. Plain text stays as is.
 */
function presentInformation(information: string, url: ContentUrl): string {
  if (!information.startsWith('{')) return information;
  try {
    const parsed: unknown = JSON.parse(information);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return information;
    const link = (parsed as { download_link?: unknown }).download_link;
    if (typeof link !== 'string' || /^https?:\/\//.test(link)) return information;
    return JSON.stringify({ ...parsed, download_link: url(link) });
  } catch {
    return information;
  }
}

export function toResourceSummary(row: ResourceRow, url: ContentUrl): ResourceSummary {
  return {
    resourceid: row.id,
    type: row.type,
    resource_name: row.name,
    level: row.level ?? '',
    unit: row.unit === null ? '' : String(row.unit),
    topic: row.topic,
    publisher: row.publisher,
    author: row.author,
    information: presentInformation(row.information, url),
    note: row.note,
    cover: url(row.coverPath),
  };
}

export const toOpenFlag = (open: boolean): OpenFlag => (open ? 'true' : 'false');

/** Written field by field: this runs for every resource of a library on every request, and a spread is slower. */
export function toTextbook(r: ResourceSummary, colid: string, open: boolean): Textbook {
  return {
    colid,
    resourceid: r.resourceid,
    type: r.type,
    resource_name: r.resource_name,
    level: r.level,
    unit: r.unit,
    topic: r.topic,
    publisher: r.publisher,
    author: r.author,
    information: r.information,
    note: r.note,
    cover: r.cover,
    openflag: toOpenFlag(open),
  };
}

export function toPackageSummary(row: PackageRow): ContentPackageSummary {
  return {
    pkgid: row.id,
    name: row.name,
    description: row.description,
    count: row.count,
    books: row.books,
    videos: row.videos,
  };
}

/** Books per level (A–Z) then videos per unit (1, 2, …), each with how many are open. */
export function toCourseOverview(textbooks: Textbook[]): CourseOverview {
  const groups = new Map<string, CourseOverview['record'][number]>();
  for (const item of textbooks) {
    const group = item.type === 'book' ? item.level : item.unit;
    const key = `${item.type}:${group}`;
    const entry = groups.get(key) ?? { type: item.type, group, total: 0, opened: 0 };
    entry.total += 1;
    if (item.openflag === 'true') entry.opened += 1;
    groups.set(key, entry);
  }
  const record = [...groups.values()].sort((a, b) => byText(a.type, b.type) || byText(a.group, b.group));
  return {
    record,
    total: textbooks.length,
    opened: textbooks.filter((item) => item.openflag === 'true').length,
  };
}

/** A book's pages with their sentences, in reading order. */
export function toBookPages(pages: PageRow[], sentences: SentenceRow[], url: ContentUrl): BookPage[] {
  return pages.map((page) => ({
    page: page.page,
    image: url(page.imagePath),
    sentences: sentences.filter((s) => s.page === page.page).map((s) => s.text),
  }));
}

export function toSubtitles(sentences: SentenceRow[]): Subtitle[] {
  return sentences.map((s) => ({ start: (s.startMs ?? 0) / 1000, end: (s.endMs ?? 0) / 1000, text: s.text }));
}

/** The video's files as URLs and its length in seconds. */
export function toVideoFiles(row: MaterialRow, url: ContentUrl) {
  return {
    video: url(row.videoPath ?? ''),
    vtt: url(row.subtitlesPath ?? ''),
    duration: (row.durationMs ?? 0) / 1000,
  };
}
