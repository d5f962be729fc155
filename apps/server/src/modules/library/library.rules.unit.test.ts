import { describe, expect, it } from 'vitest';
import { collectionsForCourse } from './library.rules.js';

describe('library rules', () => {
  it("collectionsForCourse: a class may use its own teacher's collections, of its school", () => {
    expect(collectionsForCourse({ institutionId: 3, teacherId: 7 })).toEqual({ institutionId: 3, ownerId: 7 });
  });
});
