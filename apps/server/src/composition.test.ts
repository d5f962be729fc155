import { describe, expect, it } from 'vitest';
import { composeServices } from './composition.js';
import { AppError } from './lib/app-error.js';
import { type CourseService, guardCourse } from './modules/course/index.js';
import type { StaffPrincipal } from './modules/session/index.js';
import { testContext, useTestApp } from './test/harness.js';

const t = useTestApp();
const teacher: StaffPrincipal = { kind: 'staff', sessionId: 1, userId: 1, institutionId: 1, role: 'teacher' };

describe('the module graph', () => {
  it('builds each service once: a swapped class guard is the one the route guard and the report sources ask', async () => {
    const asked: number[] = [];
    const guard = (courseId: number) => {
      asked.push(courseId);
      return Promise.reject(new AppError('course.expired'));
    };
    const courses = {
      ...composeServices(testContext(t)).courses,
      visibleCourse: (_staff: StaffPrincipal, courseId: number) => guard(courseId),
    } satisfies CourseService;
    const services = composeServices(testContext(t), { courses });

    await expect(services.reportSources.classOf(teacher, 7)).rejects.toMatchObject({ code: 'course.expired' });
    await expect(services.reportSources.studentPage(teacher, 8, 1)).rejects.toMatchObject({ code: 'course.expired' });
    await expect(guardCourse(services.courses, teacher, 9, 'read')).rejects.toMatchObject({ code: 'course.expired' });
    expect(asked).toEqual([7, 8, 9]);
  });
});
