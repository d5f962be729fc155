import { FileSearchOutlined } from '@ant-design/icons';
import type { CourseInfo } from '@lms/shared';
import { useQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../../components/state-panel/LoadFailure';
import { StatePanel } from '../../../components/state-panel/StatePanel';
import { coursePagePath } from '../../../entities/course/course-route';
import { echoListPath, type TaskMaterial } from '../../../entities/echo/echo-paths';
import { useEchoList } from '../../../entities/echo/get-echo-list';
import { courseLibraryQuery } from '../../../entities/library/get-course-library';
import { failureCode } from '../../../lib/request-failure';
import { useEchoDetail } from '../api/get-echo-detail';
import { draftOf, newDraft } from '../echo-draft';
import { EchoEditor } from './EchoEditor';
import type { PickerMaterial } from './SentencePicker';

type ClassAddress = Pick<CourseInfo, 'course_name' | 'type' | 'courseid'>;

interface PageProps {
  course: ClassAddress;
  /** "Try it" for one wording, supplied by the route page. */
  renderTryIt?(text: string): ReactNode;
}

/** Waiting for what the editor starts from, or why it could not be read. */
function Waiting({ failed, label, onRetry }: { failed: unknown; label: string; onRetry(): void }) {
  const { t } = useTranslation('echo');
  const { t: tError } = useTranslation('errors');
  if (failed) {
    return (
      <LoadFailure title={t('editor.error')} retryLabel={t('retry')} onRetry={onRetry}>
        {tError(failureCode(failed))}
      </LoadFailure>
    );
  }
  return (
    <div aria-busy="true">
      <span className="visually-hidden" role="status">
        {label}
      </span>
      <Skeleton active paragraph={{ rows: 8 }} />
    </div>
  );
}

/** The create page of a weekly Echo Valley quiz; saving or publishing returns to the list. */
export function CreateEcho({ course, renderTryIt }: PageProps) {
  const { t } = useTranslation('echo');
  const library = useQuery(courseLibraryQuery(course.courseid));
  const [initial] = useState(() => newDraft('weekly'));
  if (!library.data) {
    return <Waiting failed={library.error} label={t('editor.loading')} onRetry={() => library.refetch()} />;
  }
  return (
    <EchoEditor
      courseId={course.courseid}
      title={t('editor.createTitle')}
      initial={initial}
      library={library.data.record}
      backTo={echoListPath(course, false)}
      renderTryIt={renderTryIt}
    />
  );
}

/** The edit page of a quiz (weekly or speaking task) as saved; a published one is shown as it stays. */
export function EditEcho({ course, echoId, renderTryIt }: PageProps & { echoId: number }) {
  const { t } = useTranslation('echo');
  const detail = useEchoDetail(course.courseid, echoId);
  const library = useQuery(courseLibraryQuery(course.courseid));
  if (!detail.data || !library.data) {
    const failed = detail.error ?? library.error;
    return (
      <Waiting
        failed={failed}
        label={t('editor.loading')}
        onRetry={() => (detail.isError ? detail.refetch() : library.refetch())}
      />
    );
  }
  const { quiz } = detail.data;
  const material =
    quiz.kind === 'task' && quiz.resourceid !== null
      ? (library.data.record.find((one) => one.resourceid === quiz.resourceid) ?? {
          resourceid: quiz.resourceid,
          resource_name: quiz.resource_name ?? '',
          type: 'book' as const,
        })
      : undefined;
  return (
    <EchoEditor
      // A saved quiz read again (another tab saved it) starts the editor afresh.
      key={quiz.echoid}
      courseId={course.courseid}
      title={quiz.kind === 'task' ? t('editor.taskTitle') : t('editor.editTitle')}
      saved={{ echoId: quiz.echoid, state: quiz.state }}
      initial={draftOf(detail.data)}
      library={library.data.record}
      material={material}
      backTo={echoListPath(course, false)}
      renderTryIt={renderTryIt}
    />
  );
}

/**
 * The speaking task of one material (SPEC §2 /quizcreate): its editor if the material has a
 * task already, else a new task with the material's sentences ready to pick. Saving or
 * publishing returns to the class library.
 */
export function SpeakingTaskEditor({ course, material, renderTryIt }: PageProps & { material: TaskMaterial }) {
  const { t } = useTranslation('echo');
  const { t: tError } = useTranslation('errors');
  const quizzes = useEchoList(course.courseid);
  const library = useQuery(courseLibraryQuery(course.courseid));
  const found = quizzes.data
    ? (quizzes.data.record.find((quiz) => quiz.kind === 'task' && quiz.resourceid === material.resourceid) ?? null)
    : undefined;
  // Whether the material had a task is decided once: the task this page creates must not
  // turn the new task's editor into another while it saves and publishes.
  const [pinned, setPinned] = useState<number | null | undefined>(undefined);
  if (pinned === undefined && found !== undefined) setPinned(found?.echoid ?? null);
  const taskId = pinned === undefined ? found?.echoid : pinned;
  const detail = useEchoDetail(course.courseid, taskId ?? null);
  const backTo = coursePagePath('course_material', course, false);

  if (!quizzes.data || !library.data) {
    return (
      <Waiting
        failed={quizzes.error ?? library.error}
        label={t('editor.loading')}
        onRetry={() => (quizzes.isError ? quizzes.refetch() : library.refetch())}
      />
    );
  }
  const task = taskId ? quizzes.data.record.find((quiz) => quiz.echoid === taskId) : undefined;
  const inLibrary = library.data.record.find((one) => one.resourceid === material.resourceid);
  const picker: PickerMaterial = inLibrary ?? {
    resourceid: material.resourceid,
    resource_name: task?.resource_name ?? material.resourceName,
    type: 'book',
  };

  if (taskId) {
    if (!detail.data) {
      return <Waiting failed={detail.error} label={t('editor.loading')} onRetry={() => detail.refetch()} />;
    }
    return (
      <EchoEditor
        key={taskId}
        courseId={course.courseid}
        title={t('editor.taskTitle')}
        saved={{ echoId: taskId, state: detail.data.quiz.state }}
        initial={draftOf(detail.data)}
        library={library.data.record}
        material={picker}
        backTo={backTo}
        renderTryIt={renderTryIt}
      />
    );
  }
  if (!inLibrary) {
    return (
      <StatePanel icon={<FileSearchOutlined />} title={tError('quiz.resource_not_in_library')}>
        {t('editor.notInLibrary')}
      </StatePanel>
    );
  }
  return (
    <EchoEditor
      courseId={course.courseid}
      title={t('editor.taskCreateTitle')}
      initial={newDraft('task', inLibrary.resourceid, inLibrary.resource_name)}
      library={library.data.record}
      material={picker}
      backTo={backTo}
      renderTryIt={renderTryIt}
    />
  );
}
