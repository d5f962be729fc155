import { CheckOutlined, DownloadOutlined, EditOutlined, TeamOutlined, UndoOutlined } from '@ant-design/icons';
import {
  type AssignmentState,
  type CourseInfo,
  formatDuration,
  type ResourceSummary,
  type StudentProgress,
  sortByStudentName,
} from '@lms/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import layout from '../../../components/layout/Layout.module.css';
import { Panel } from '../../../components/panel/Panel';
import { LoadingSkeleton } from '../../../components/query-view/LoadingSkeleton';
import { QueryView } from '../../../components/query-view/QueryView';
import { StatePanel } from '../../../components/state-panel/StatePanel';
import { ListTable } from '../../../components/table/ListTable';
import { useSelectAll } from '../../../components/table/use-select-all';
import { useFailureToast } from '../../../components/toast/use-failure-toast';
import { courseLibraryQuery } from '../../../entities/library/get-course-library';
import { studentPagePath } from '../../../entities/student/student-paths';
import { formatDateTime } from '../../../lib/date-format';
import { useCheckAssignment } from '../api/check-assignment';
import { useExportProgress } from '../api/export-progress';
import { type AssignmentProgress, useAssignmentProgress } from '../api/get-assignment-progress';
import { assignmentListPath, editAssignmentPath } from '../assignment-paths';
import styles from './AssignmentCheck.module.css';
import { AssignmentPeriod } from './AssignmentPeriod';
import { AssignmentStatusTag } from './AssignmentStatusTag';
import { MaterialProgress } from './MaterialProgress';

const STATE_COLOR: Record<AssignmentState, string> = { complete: 'success', incomplete: 'processing', missed: 'error' };

interface AssignmentCheckProps {
  course: Pick<CourseInfo, 'course_name' | 'type' | 'courseid'>;
  assignmentId: number;
  readOnly: boolean;
}

/** Where each student stands on one assignment; the teacher marks work checked and exports the table. */
export function AssignmentCheck(props: AssignmentCheckProps) {
  const { t } = useTranslation('assignment');
  const progress = useAssignmentProgress(props.course.courseid, props.assignmentId);
  // Material names come from the class library (read beside the progress); a material no longer in it is shown by its id.
  const library = useQuery(courseLibraryQuery(props.course.courseid));
  return (
    <QueryView
      query={progress}
      pending={<LoadingSkeleton label={t('check.loading')} rows={6} />}
      errorTitle={t('check.error')}
    >
      {(data) => <AssignmentCheckView {...props} data={data} library={library.data?.record} />}
    </QueryView>
  );
}

function AssignmentCheckView({
  course,
  assignmentId,
  readOnly,
  data,
  library,
}: AssignmentCheckProps & { data: AssignmentProgress; library: ResourceSummary[] | undefined }) {
  const { t, i18n } = useTranslation('assignment');
  const check = useCheckAssignment(course.courseid, assignmentId);
  const failureToast = useFailureToast();
  const [selected, setSelected] = useState<number[]>([]);
  const exporting = useExportProgress(course.courseid, assignmentId);
  const selectAll = useSelectAll();

  const { assignment } = data;
  // Students in the app's order of names, the same as the roster's.
  const record = sortByStudentName(data.record, i18n.language);
  // Before the start there is no work to check yet.
  const canCheck = !readOnly && assignment.status !== 'upcoming';
  const names = new Map(library?.map((resource) => [resource.resourceid, resource.resource_name]));
  const materialName = (resourceid: number) => names.get(resourceid) ?? t('check.materialId', { id: resourceid });
  const mark = (stuids: number[], checked: boolean) =>
    check.mutate({ stuids, checked }, { onSuccess: () => setSelected([]), onError: failureToast });
  const download = () => exporting.mutate(assignment.name, { onError: failureToast });
  const count = (state: AssignmentState) => record.filter((student) => student.state === state).length;

  const columns: TableColumnsType<StudentProgress> = [
    {
      key: 'student',
      title: t('columns.student'),
      render: (_, student) => <Link to={studentPagePath(course, student.stuid, readOnly)}>{student.username}</Link>,
    },
    {
      key: 'state',
      title: t('columns.state'),
      render: (_, { state }) => <Tag color={STATE_COLOR[state]}>{t(`state.${state}`)}</Tag>,
    },
    {
      key: 'materials',
      title: t('columns.progress'),
      render: (_, student) => <MaterialProgress materials={student.materials} materialName={materialName} />,
    },
    { key: 'spent', title: t('columns.spent'), align: 'right', render: (_, { spent_s }) => formatDuration(spent_s) },
    {
      key: 'completedAt',
      title: t('columns.completedAt'),
      render: (_, { completed_at }) =>
        completed_at ? <time dateTime={completed_at}>{formatDateTime(completed_at)}</time> : '–',
    },
    {
      key: 'checked',
      title: t('columns.checked'),
      render: (_, student) =>
        !canCheck ? (
          <Tag color={student.checked ? 'success' : 'default'}>
            {student.checked ? t('check.checked') : t('check.unchecked')}
          </Tag>
        ) : (
          <Button
            size="small"
            type={student.checked ? 'default' : 'primary'}
            ghost={!student.checked}
            icon={student.checked ? <UndoOutlined aria-hidden /> : <CheckOutlined aria-hidden />}
            disabled={check.isPending}
            aria-label={t(student.checked ? 'check.uncheckOne' : 'check.checkOne', { name: student.username })}
            onClick={() => mark([student.stuid], !student.checked)}
          >
            {student.checked ? t('check.checked') : t('check.markChecked')}
          </Button>
        ),
    },
  ];

  return (
    <Panel id="assignment-check-title" title={assignment.name}>
      <div className={layout.links}>
        <Link to={assignmentListPath(course, readOnly)}>{t('check.back')}</Link>
        {!readOnly && (
          <Link to={editAssignmentPath(course, assignment.aid)}>
            <EditOutlined aria-hidden /> {t('check.edit')}
          </Link>
        )}
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{t('columns.status')}</dt>
          <dd>
            <AssignmentStatusTag status={assignment.status} />
            {assignment.auto && <Tag color="purple">{t('list.auto')}</Tag>}
          </dd>
        </div>
        <div>
          <dt>{t('columns.period')}</dt>
          <dd>
            <AssignmentPeriod assignment={assignment} />
          </dd>
        </div>
        <div>
          <dt>{t('columns.difficulty')}</dt>
          <dd>{t(`difficulty.${assignment.difficulty}`)}</dd>
        </div>
        <div>
          <dt>{t('columns.rewards')}</dt>
          <dd>{t('list.rewards', { exp: assignment.reward_exp, count: assignment.reward_tickets })}</dd>
        </div>
        <div>
          <dt>{t('check.summary')}</dt>
          <dd>
            {t('check.summaryValue', {
              complete: count('complete'),
              incomplete: count('incomplete'),
              missed: count('missed'),
            })}
          </dd>
        </div>
      </dl>
      {record.length === 0 ? (
        <StatePanel icon={<TeamOutlined />} title={t('check.emptyTitle')}>
          {t('check.emptyBody')}
        </StatePanel>
      ) : (
        <>
          <div className={layout.toolbar}>
            {!readOnly && !canCheck && <span className={styles.note}>{t('check.notStarted')}</span>}
            {canCheck && (
              <>
                <span className={layout.count} role="status">
                  {t('check.selected', { count: selected.length })}
                </span>
                <Button
                  icon={<CheckOutlined aria-hidden />}
                  disabled={selected.length === 0 || check.isPending}
                  onClick={() => mark(selected, true)}
                >
                  {t('check.markSelectedChecked')}
                </Button>
                <Button
                  icon={<UndoOutlined aria-hidden />}
                  disabled={selected.length === 0 || check.isPending}
                  onClick={() => mark(selected, false)}
                >
                  {t('check.markSelectedUnchecked')}
                </Button>
              </>
            )}
            <span className={styles.spacer} />
            <Button icon={<DownloadOutlined aria-hidden />} loading={exporting.isPending} onClick={download}>
              {t('check.export')}
            </Button>
          </div>
          <ListTable
            rowKey="stuid"
            columns={columns}
            dataSource={record}
            pagination={false}
            rowSelection={
              !canCheck
                ? undefined
                : {
                    selectedRowKeys: selected,
                    onChange: (keys) => setSelected(keys as number[]),
                    getCheckboxProps: (student) => ({ 'aria-label': t('check.selectOne', { name: student.username }) }),
                    ...selectAll,
                  }
            }
          />
        </>
      )}
    </Panel>
  );
}
