import { Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/panel/Panel';
import { QueryView } from '../../../components/query-view/QueryView';
import { useStudentPage } from '../api/get-student-page';
import { CompletedMaterials } from './CompletedMaterials';
import { EchoAnswers } from './EchoAnswers';
import { LevelHistory } from './LevelHistory';
import { ReadingHistory } from './ReadingHistory';
import { RewardLedger } from './RewardLedger';
import { StudentAssignments } from './StudentAssignments';
import { StudentHeader } from './StudentHeader';
import { StudentNotes } from './StudentNotes';
import styles from './StudentPage.module.css';
import { TimeSpent } from './TimeSpent';

interface StudentPageProps {
  courseId: number;
  studentId: number;
  /** An expired class: everything is shown, no note can be added. */
  readOnly: boolean;
  /** The way back to the class's students. */
  back: ReactNode;
  /** Buttons in the page header (a report to download, for instance). */
  actions?: ReactNode;
}

/** A student's page in a class: who they are, what they did, how they progress, and the teachers' notes. */
export function StudentPage({ courseId, studentId, readOnly, back, actions }: StudentPageProps) {
  const { t } = useTranslation('studentPage');
  const page = useStudentPage(courseId, studentId);

  const pending = (
    <Panel id="student-page-loading" title={t('title')}>
      <span className="visually-hidden" role="status">
        {t('loading')}
      </span>
      <Skeleton active avatar paragraph={{ rows: 8 }} />
    </Panel>
  );
  return (
    <div className={styles.page}>
      {back}
      <QueryView query={page} pending={pending} errorTitle={t('error.title')}>
        {(data) => (
          <>
            <StudentHeader student={data.student} actions={actions} />
            <TimeSpent time={data.time} />
            <div className={styles.columns}>
              <StudentAssignments assignments={data.assignments} />
              <StudentNotes courseId={courseId} studentId={studentId} notes={data.notes} readOnly={readOnly} />
            </div>
            <ReadingHistory history={data.history} />
            <div className={styles.columns}>
              <CompletedMaterials completed={data.completed} />
              <LevelHistory levels={data.levels} />
            </div>
            <EchoAnswers answers={data.echo} />
            <RewardLedger rewards={data.rewards} />
          </>
        )}
      </QueryView>
    </div>
  );
}
