import { ArrowLeftOutlined, EditOutlined, PlusOutlined, SoundOutlined } from '@ant-design/icons';
import type { CourseInfo } from '@lms/shared';
import { Button, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Panel } from '../../../components/panel/Panel';
import { LoadFailure } from '../../../components/state-panel/LoadFailure';
import { StatePanel } from '../../../components/state-panel/StatePanel';
import { coursePagePath } from '../../../entities/course/course-route';
import { createSpeakingTaskPath, type TaskMaterial } from '../../../entities/echo/echo-paths';
import { useEchoList } from '../../../entities/echo/get-echo-list';
import { failureCode } from '../../../lib/request-failure';
import { EchoProgress } from './EchoProgress';
import styles from './EchoProgress.module.css';

/** The class library's page, where the teacher came from. */
const LIBRARY_PAGE = 'course_material';

interface SpeakingTaskProps {
  course: Pick<CourseInfo, 'course_name' | 'type' | 'courseid'>;
  material: TaskMaterial;
  readOnly: boolean;
}

/** A material's speaking task: its students' progress, or a way to create one when it has none. */
export function SpeakingTask({ course, material, readOnly }: SpeakingTaskProps) {
  const { t } = useTranslation('echoReview');
  const { t: tError } = useTranslation('errors');
  const navigate = useNavigate();
  const list = useEchoList(course.courseid);

  if (list.isPending) {
    return (
      <div aria-busy="true">
        <span className="visually-hidden" role="status">
          {t('task.loading')}
        </span>
        <Skeleton active paragraph={{ rows: 4 }} />
      </div>
    );
  }
  // A class with no quiz at all may be answered as "none yet": that is this material having no task.
  const noQuizYet = list.isError && failureCode(list.error) === 'quiz.none';
  if (list.isError && !noQuizYet) {
    return (
      <LoadFailure title={t('task.error')} retryLabel={t('retry')} onRetry={() => list.refetch()}>
        {tError(failureCode(list.error))}
      </LoadFailure>
    );
  }

  const task = list.data?.record.find((quiz) => quiz.kind === 'task' && quiz.resourceid === material.resourceid);
  const createPath = createSpeakingTaskPath(course, material);
  const backLink = (
    <Link to={coursePagePath(LIBRARY_PAGE, course, readOnly)}>
      <ArrowLeftOutlined aria-hidden /> {t('task.back')}
    </Link>
  );

  if (!task) {
    const name = material.resourceName || t('task.untitled');
    return (
      <Panel id="speaking-task-title" title={t('task.title', { name })}>
        <div className={styles.links}>{backLink}</div>
        <StatePanel
          icon={<SoundOutlined />}
          title={t('task.noneTitle')}
          action={
            readOnly ? undefined : (
              <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => navigate(createPath)}>
                {t('task.create')}
              </Button>
            )
          }
        >
          {t(readOnly ? 'task.noneReadOnly' : 'task.noneBody')}
        </StatePanel>
      </Panel>
    );
  }

  return (
    <EchoProgress
      course={course}
      echoId={task.echoid}
      readOnly={readOnly}
      links={(quiz) => (
        <>
          {backLink}
          {!readOnly && quiz.state === 'unpublished' && (
            <Link to={createPath}>
              <EditOutlined aria-hidden /> {t('task.edit')}
            </Link>
          )}
        </>
      )}
    />
  );
}
