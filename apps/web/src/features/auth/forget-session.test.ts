import { afterEach, describe, expect, it } from 'vitest';
import { useAssignmentSelectionStore } from '../../entities/assignment/assignment-selection-store';
import { useCourseInfoStore } from '../../entities/course/course-info-store';
import { useAuthStore } from '../../stores/auth-store';
import { useCommonStore } from '../../stores/common-store';
import { signInAs } from '../../test/session';
import { forgetSession } from './forget-session';

describe('forgetting the session', () => {
  afterEach(() => useCommonStore.setState({ language: null }));

  it('signs out and drops the open class and the picked materials, so the next teacher on this device starts empty', () => {
    signInAs('teacher');
    useCourseInfoStore.getState().enterCourse(12, 'p3');
    useAssignmentSelectionStore.getState().add(12, [
      {
        resourceid: 1,
        type: 'book',
        resource_name: 'Book 1',
        level: 'A',
        unit: '',
        cover: 'https://content.test/1.jpg',
      },
    ]);
    useCommonStore.getState().chooseLanguage('ja-JP');

    forgetSession();

    expect(useAuthStore.getState().isLogin).toBe(false);
    expect(useCourseInfoStore.getState()).toMatchObject({ courseid: null, colid: null });
    expect(useAssignmentSelectionStore.getState().byCourse).toEqual({});
    expect(useCommonStore.getState().language).toBe('ja-JP');
  });
});
