import { FileSearchOutlined } from '@ant-design/icons';
import type { CourseInfo } from '@lms/shared';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingSkeleton } from '../../../components/query-view/LoadingSkeleton';
import { QueryView } from '../../../components/query-view/QueryView';
import { allOf, type QueryState } from '../../../components/query-view/query-state';
import { StatePanel } from '../../../components/state-panel/StatePanel';
import { coursePagePath } from '../../../entities/course/course-route';
import { echoListPath, type TaskMaterial } from '../../../entities/echo/echo-paths';
import { useEchoList } from '../../../entities/echo/get-echo-list';
import { courseLibraryQuery } from '../../../entities/library/get-course-library';
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

/**
 * What an editor starts from, read: its skeleton while on its way, or why it could not be read.
 * Once read, the editor stays though a later re-read fails, so the teacher's changes stay too.
 */
function EditorQuery<T>({ query, children }: { query: QueryState<T>; children(data: T): ReactNode }) {
  const { t } = useTranslation('echo');
  return (
    <QueryView
      query={query}
      pending={<LoadingSkeleton label={t('editor.loading')} rows={8} />}
      errorTitle={t('editor.error')}
      retryLabel={t('retry')}
      keepsData
    >
      {children}
    </QueryView>
  );
}

/** The create page of a weekly Echo Valley quiz; saving or publishing returns to the list. */
export function CreateEcho({ course, renderTryIt }: PageProps) {
  const { t } = useTranslation('echo');
  const library = useQuery(courseLibraryQuery(course.courseid));
  const [initial] = useState(() => newDraft('weekly'));
  return (
    <EditorQuery query={library}>
      {({ record }) => (
        <EchoEditor
          courseId={course.courseid}
          title={t('editor.createTitle')}
          initial={initial}
          library={record}
          backTo={echoListPath(course, false)}
          renderTryIt={renderTryIt}
        />
      )}
    </EditorQuery>
  );
}

/** The edit page of a quiz (weekly or speaking task) as saved; a published one is shown as it stays. */
export function EditEcho({ course, echoId, renderTryIt }: PageProps & { echoId: number }) {
  const { t } = useTranslation('echo');
  const detail = useEchoDetail(course.courseid, echoId);
  const library = useQuery(courseLibraryQuery(course.courseid));
  return (
    <EditorQuery query={allOf(detail, library)}>
      {([saved, { record }]) => {
        const { quiz } = saved;
        const material =
          quiz.kind === 'task' && quiz.resourceid !== null
            ? (record.find((one) => one.resourceid === quiz.resourceid) ?? {
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
            initial={draftOf(saved)}
            library={record}
            material={material}
            backTo={echoListPath(course, false)}
            renderTryIt={renderTryIt}
          />
        );
      }}
    </EditorQuery>
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

  return (
    <EditorQuery query={allOf(quizzes, library)}>
      {([{ record: classQuizzes }, { record: classLibrary }]) => {
        const task = taskId ? classQuizzes.find((quiz) => quiz.echoid === taskId) : undefined;
        const inLibrary = classLibrary.find((one) => one.resourceid === material.resourceid);
        const picker: PickerMaterial = inLibrary ?? {
          resourceid: material.resourceid,
          resource_name: task?.resource_name ?? material.resourceName,
          type: 'book',
        };

        if (taskId) {
          return (
            <EditorQuery query={detail}>
              {(saved) => (
                <EchoEditor
                  key={taskId}
                  courseId={course.courseid}
                  title={t('editor.taskTitle')}
                  saved={{ echoId: taskId, state: saved.quiz.state }}
                  initial={draftOf(saved)}
                  library={classLibrary}
                  material={picker}
                  backTo={backTo}
                  renderTryIt={renderTryIt}
                />
              )}
            </EditorQuery>
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
            library={classLibrary}
            material={picker}
            backTo={backTo}
            renderTryIt={renderTryIt}
          />
        );
      }}
    </EditorQuery>
  );
}
