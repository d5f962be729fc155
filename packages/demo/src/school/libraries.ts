import type { ApplicableCourse } from '@lms/shared';
import type { Topic } from '../content/index.js';

export type PackageKey = 'seedling-readers' | 'pathfinder-readers' | 'voyager-readers';

export const SUBSCRIPTIONS: Record<string, PackageKey[]> = {
  DEMO: ['seedling-readers', 'pathfinder-readers', 'voyager-readers'],
  OTHER: ['seedling-readers', 'pathfinder-readers'],
};

export interface CollectionPlan {
  owner: string;
  name: string;
  description: string;
  from: PackageKey;
  applicableCourse: ApplicableCourse;
  /** The package's resources on these topics, in the package's order; all of them when absent. */
  topics?: Topic[];
  take: number;
  /** Days before today it was made. */
  age: number;
}

export const COLLECTIONS: CollectionPlan[] = [
  {
    owner: 'teacher@demo.test',
    name: 'Animal Friends',
    description: 'Animal books and videos for the first weeks of grade 2.',
    from: 'seedling-readers',
    applicableCourse: 'grade2',
    topics: ['animals', 'nature'],
    take: 10,
    age: 40,
  },
  {
    owner: 'teacher@demo.test',
    name: 'Weather and Seasons',
    description: 'Rain, snow and sunshine: stories to read before the science unit.',
    from: 'pathfinder-readers',
    applicableCourse: 'grade3',
    topics: ['weather', 'seasons', 'nature', 'feelings'],
    take: 8,
    age: 21,
  },
  {
    owner: 'teacher@demo.test',
    name: 'Summer Reading Challenge',
    description: 'Twelve longer stories for the summer class, one every few days.',
    from: 'voyager-readers',
    applicableCourse: 'summer',
    take: 12,
    age: 6,
  },
  {
    owner: 'teacher2@demo.test',
    name: 'Rockets Favourites',
    description: 'The books the Rockets asked to read again.',
    from: 'seedling-readers',
    applicableCourse: 'all',
    topics: ['transport', 'space', 'sports', 'food'],
    take: 9,
    age: 12,
  },
];

/** A class's library (a package, or a collection by name) and how many of its first resources are open. */
export const CLASS_LIBRARIES: { course: string; package?: PackageKey; collection?: string; open: number }[] = [
  { course: 'Sunflowers', package: 'seedling-readers', open: 14 },
  { course: 'Explorers', collection: 'Weather and Seasons', open: 5 },
  { course: 'Storytellers', package: 'pathfinder-readers', open: 9 },
  { course: 'Summer Readers', collection: 'Summer Reading Challenge', open: 12 },
  { course: 'Comets', package: 'seedling-readers', open: 10 },
  { course: 'Rockets', collection: 'Rockets Favourites', open: 4 },
  { course: 'Dolphins', package: 'voyager-readers', open: 6 },
  { course: 'Maple', package: 'pathfinder-readers', open: 7 },
  { course: 'Koalas', package: 'seedling-readers', open: 5 },
];
