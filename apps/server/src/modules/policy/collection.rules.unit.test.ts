import { describe, expect, it } from 'vitest';
import type { StaffPrincipal } from '../session/index.js';
import { ownCollections, readableCollections } from './collection.rules.js';

const staff = (role: 'admin' | 'teacher'): StaffPrincipal => ({
  kind: 'staff',
  sessionId: 1,
  userId: 7,
  institutionId: 3,
  role,
});

describe('collection rules', () => {
  it("ownCollections: a teacher's own collections, within their school", () => {
    expect(ownCollections(staff('teacher'))).toEqual({ institutionId: 3, ownerId: 7 });
  });

  it('readableCollections: their own, and those their classes use', () => {
    expect(readableCollections(staff('teacher'))).toEqual({ institutionId: 3, ownerId: 7, usedByClassesOf: 7 });
  });
});
