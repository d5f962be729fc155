import type { learnerMaterial, learnerStudent } from '@lms/shared';
import type { z } from 'zod';
import type { listOpenMaterials, SignInRow } from './learner.repository.js';

type MaterialRow = Awaited<ReturnType<typeof listOpenMaterials>>[number];

export function toLearnerStudent(row: SignInRow): z.infer<typeof learnerStudent> {
  return {
    stuid: row.id,
    username: row.username,
    avatar: row.avatar,
    picture_password_set: row.picturePasswordHash !== null,
  };
}

export function toLearnerMaterial(row: MaterialRow): z.infer<typeof learnerMaterial> {
  return {
    resourceid: row.resourceId,
    courseid: row.courseId,
    type: row.type,
    resource_name: row.name,
    level: row.level,
    unit: row.unit,
  };
}
