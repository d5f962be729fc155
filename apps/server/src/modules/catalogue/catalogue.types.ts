/** Where a resource's files live, relative to the content folder (and to the content host's base URL). */
export interface ResourceFiles {
  cover: string;
  /** A book's page pictures, in page order. */
  pages: string[];
  video: string | null;
  vtt: string | null;
}

interface CatalogueEntry {
  /** Unique across all packages: loading again matches the resource by it. */
  key: string;
  resource_name: string;
  topic: string;
  publisher: string;
  author: string;
  information: string;
  /** "echo_book" marks a special book that the app shows with its own badge. */
  note?: string;
  files: ResourceFiles;
}

export interface CatalogueBook extends CatalogueEntry {
  type: 'book';
  level: string;
  pages: { sentences: string[] }[];
}

export interface CatalogueVideo extends CatalogueEntry {
  type: 'video';
  unit: number;
  video: { duration_s: number; subtitles: { start: number; end: number; text: string }[] };
}

export type CatalogueResource = CatalogueBook | CatalogueVideo;

/** A package of content as the catalogue takes it in: its resources in their order, with their files. */
export interface CataloguePackage {
  key: string;
  name: string;
  description: string;
  resources: CatalogueResource[];
}
