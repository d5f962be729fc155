import { CalendarOutlined, TeamOutlined } from '@ant-design/icons';
import { type CourseInfo, type LevelStudent, sortByStudentName } from '@lms/shared';
import { Alert, Button, Modal, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import layout from '../../../components/layout/Layout.module.css';
import { Panel } from '../../../components/panel/Panel';
import { LoadingSkeleton } from '../../../components/query-view/LoadingSkeleton';
import { QueryView } from '../../../components/query-view/QueryView';
import { StatePanel } from '../../../components/state-panel/StatePanel';
import { ListTable } from '../../../components/table/ListTable';
import { useSelectAll } from '../../../components/table/use-select-all';
import { showToast } from '../../../components/toast/toast-store';
import { useFailureToast } from '../../../components/toast/use-failure-toast';
import { studentColumn } from '../../../entities/student/student-column';
import { formatDate } from '../../../lib/date-format';
import { useLevelResults } from '../api/get-level-results';
import { useScheduleCheck } from '../api/schedule-check';
import styles from './LevelResults.module.css';
import { LevelPair, OpenTestTag, PlacementTag } from './LevelTags';
import { StudentLevels } from './StudentLevels';

interface LevelResultsProps {
  course: Pick<CourseInfo, 'courseid' | 'course_name'>;
  /** An expired class: results only, no checks scheduled and no levels set. */
  readOnly: boolean;
}

/** The class's levels: each student's level, placement and tests; checks to schedule; one student's detail. */
export function LevelResults({ course, readOnly }: LevelResultsProps) {
  const { t } = useTranslation('level');
  const results = useLevelResults(course.courseid);

  return (
    <QueryView query={results} pending={<LoadingSkeleton label={t('loading')} rows={6} />} errorTitle={t('error')}>
      {({ record }) => <ResultsView courseId={course.courseid} readOnly={readOnly} record={record} />}
    </QueryView>
  );
}

function ResultsView({ courseId, readOnly, record }: { courseId: number; readOnly: boolean; record: LevelStudent[] }) {
  const { t, i18n } = useTranslation('level');
  const [selected, setSelected] = useState<number[]>([]);
  const [confirming, setConfirming] = useState(false);
  const [openStudent, setOpenStudent] = useState<number | null>(null);
  const schedule = useScheduleCheck(courseId);
  const failureToast = useFailureToast();
  const selectAll = useSelectAll();
  const students = sortByStudentName(record, i18n.language);
  const opened = record.find((student) => student.stuid === openStudent) ?? null;
  // A check is built around a level, which the placement sets first: such students get none.
  const notPlaced = record.filter((student) => selected.includes(student.stuid) && student.placement === 'pending');

  const confirmSchedule = () =>
    schedule.mutate(selected, {
      onSuccess: ({ scheduled, skipped, placement_pending }) => {
        const done = t('schedule.done', { scheduled, skipped });
        showToast(
          placement_pending > 0 ? `${done} ${t('schedule.notPlaced', { count: placement_pending })}` : done,
          'success',
        );
        setSelected([]);
        setConfirming(false);
      },
      onError: (error) => {
        setConfirming(false);
        failureToast(error);
      },
    });

  const columns: TableColumnsType<LevelStudent> = [
    studentColumn(t('columns.student'), (name) => t('openStudent', { name }), setOpenStudent),
    {
      key: 'level',
      title: t('columns.level'),
      align: 'center',
      render: (_, { level }) =>
        level ? (
          <strong className={styles.level}>{level}</strong>
        ) : (
          <span className={styles.muted}>{t('noLevel')}</span>
        ),
    },
    {
      key: 'placement',
      title: t('columns.placement'),
      render: (_, { placement }) => <PlacementTag state={placement} />,
    },
    {
      key: 'last',
      title: t('columns.lastTest'),
      render: (_, { tests }) => {
        const last = tests[0];
        if (!last) return <span className={styles.muted}>{t('none')}</span>;
        return (
          <span className={styles.lastTest}>
            {t(`kind.${last.kind}`)}
            {last.finished_at && <time dateTime={last.finished_at}>{formatDate(last.finished_at.slice(0, 10))}</time>}
          </span>
        );
      },
    },
    { key: 'score', title: t('columns.score'), align: 'right', render: (_, { tests }) => tests[0]?.score ?? '–' },
    {
      key: 'levels',
      title: t('columns.computed'),
      render: (_, { tests }) => (tests[0] ? <LevelPair test={tests[0]} /> : '–'),
    },
    { key: 'open', title: t('columns.open'), render: (_, { open }) => <OpenTestTag test={open} /> },
  ];

  return (
    <Panel id="level-results-title" title={t('title')} description={t('description')}>
      {record.length === 0 ? (
        <StatePanel icon={<TeamOutlined />} title={t('emptyTitle')}>
          {t('emptyBody')}
        </StatePanel>
      ) : (
        <>
          {!readOnly && (
            <div className={layout.toolbar}>
              <span className={layout.count} role="status">
                {t('selected', { count: selected.length })}
              </span>
              <Button
                type="primary"
                icon={<CalendarOutlined aria-hidden />}
                disabled={selected.length === 0}
                onClick={() => setConfirming(true)}
              >
                {t('schedule.button')}
              </Button>
            </div>
          )}
          <ListTable
            rowKey="stuid"
            columns={columns}
            dataSource={students}
            pagination={false}
            size="small"
            rowSelection={
              readOnly
                ? undefined
                : {
                    selectedRowKeys: selected,
                    onChange: (keys) => setSelected(keys as number[]),
                    getCheckboxProps: (student) => ({ 'aria-label': t('selectOne', { name: student.username }) }),
                    ...selectAll,
                  }
            }
          />
        </>
      )}
      <Modal
        open={confirming}
        title={t('schedule.title')}
        okText={t('schedule.confirm')}
        cancelText={t('cancel')}
        confirmLoading={schedule.isPending}
        onOk={confirmSchedule}
        onCancel={() => setConfirming(false)}
      >
        <p>{t('schedule.body', { count: selected.length })}</p>
        {notPlaced.length > 0 && (
          <Alert type="warning" showIcon title={t('schedule.placementPending', { count: notPlaced.length })} />
        )}
      </Modal>
      <StudentLevels courseId={courseId} student={opened} readOnly={readOnly} onClose={() => setOpenStudent(null)} />
    </Panel>
  );
}
