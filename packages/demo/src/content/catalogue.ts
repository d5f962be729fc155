import { BOOKS_A_TO_D } from './books-a-d.js';
import { BOOKS_E_TO_H } from './books-e-h.js';
import { BOOKS_I_TO_J } from './books-i-j.js';
import { BOOKS_K_TO_L } from './books-k-l.js';
import type { ContentPackage, VideoSeed } from './types.js';
import { VIDEOS } from './videos.js';

const videosForUnits = (first: number, last: number): VideoSeed[] =>
  VIDEOS.filter((v) => v.unit >= first && v.unit <= last);

/**
 * The demo catalogue: three packages that grow with the learner, each mixing picture books with the
 * videos for the matching units, so a class library shows both kinds of resource.
 */
export const contentPackages: ContentPackage[] = [
  {
    key: 'seedling-readers',
    name: 'Seedling Readers',
    description:
      'First picture books (levels A–D) and videos for units 1–3: one short sentence per page, lots of repetition.',
    resources: [...BOOKS_A_TO_D, ...videosForUnits(1, 3)],
  },
  {
    key: 'pathfinder-readers',
    name: 'Pathfinder Readers',
    description:
      'Picture books for levels E–H and videos for units 4–6: short stories with a beginning, a problem and an end.',
    resources: [...BOOKS_E_TO_H, ...videosForUnits(4, 6)],
  },
  {
    key: 'voyager-readers',
    name: 'Voyager Readers',
    description: 'Picture books for levels I–L and videos for units 7–10: longer stories and first non-fiction.',
    resources: [...BOOKS_I_TO_J, ...BOOKS_K_TO_L, ...videosForUnits(7, 10)],
  },
];
