import { DeleteOutlined, FileDoneOutlined, PlusOutlined } from '@ant-design/icons';
import { ASSIGNMENT_STATUSES, type AssignmentSummary, type CourseInfo } from '@lms/shared';
import { Button, Popconfirm, Segmented, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import layout from '../../../components/layout/Layout.module.css';
import { Panel } from '../../../components/panel/Panel';
import { LoadingSkeleton } from '../../../components/query-view/LoadingSkeleton';
import { QueryView } from '../../../components/query-view/QueryView';
import { SearchBox } from '../../../components/search-toolbar/SearchBox';
import { StatePanel } from '../../../components/state-panel/StatePanel';
import { ListTable } from '../../../components/table/ListTable';
import { useFailureToast } from '../../../components/toast/use-failure-toast';
import { useDeleteAssignment } from '../api/delete-assignment';
import { type AssignmentList as ClassAssignments, useAssignments } from '../api/get-assignments';
import { filterAssignments, type StatusFilter } from '../assignment-filters';
import { checkAssignmentPath, createAssignmentPath, editAssignmentPath } from '../assignment-paths';
import styles from './AssignmentList.module.css';
import { AssignmentPeriod } from './AssignmentPeriod';
import { AssignmentStatusTag } from './AssignmentStatusTag';
import { AutoAssignSwitch } from './AutoAssignSwitch';

interface AssignmentListProps {
  course: Pick<CourseInfo, 'course_name' | 'type' | 'courseid'>;
  readOnly: boolean;
}

/**
 * The class's assignments with their period, rewards and progress; filters, editing, deleting
 * one that has not started, and the class's weekly auto-assignment switch.
 */
export function AssignmentList(props: AssignmentListProps) {
  const { t } = useTranslation('assignment');
  const assignments = useAssignments(props.course.courseid);
  const pending = (
    <Panel id="assignment-list-title" title={t('list.title')}>
      <LoadingSkeleton label={t('list.loading')} rows={4} />
    </Panel>
  );
  return (
    <QueryView query={assignments} pending={pending} errorTitle={t('list.error')}>
      {(data) => <AssignmentListView {...props} data={data} />}
    </QueryView>
  );
}

function AssignmentListView({ course, readOnly, data }: AssignmentListProps & { data: ClassAssignments }) {
  const { t } = useTranslation('assignment');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [search, setSearch] = useState('');
  const remove = useDeleteAssignment(course.courseid);
  const failureToast = useFailureToast();
  const navigate = useNavigate();

  const createButton = !readOnly && (
    <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => navigate(createAssignmentPath(course))}>
      {t('list.create')}
    </Button>
  );

  const autoAssign = (
    <AutoAssignSwitch
      courseId={course.courseid}
      enabled={data.auto_assign}
      nextRun={data.next_run}
      readOnly={readOnly}
    />
  );
  if (data.record.length === 0) {
    return (
      <Panel id="assignment-list-title" title={t('list.title')}>
        {autoAssign}
        <StatePanel icon={<FileDoneOutlined />} title={t('list.emptyTitle')} action={createButton}>
          {readOnly ? t('list.emptyReadOnly') : t('list.emptyBody')}
        </StatePanel>
      </Panel>
    );
  }

  const columns: TableColumnsType<AssignmentSummary> = [
    {
      key: 'name',
      title: t('columns.name'),
      render: (_, assignment) => (
        <div className={styles.name}>
          <Link to={checkAssignmentPath(course, assignment.aid, readOnly)}>{assignment.name}</Link>
          {assignment.auto && <Tag color="purple">{t('list.auto')}</Tag>}
        </div>
      ),
    },
    { key: 'status', title: t('columns.status'), render: (_, { status }) => <AssignmentStatusTag status={status} /> },
    {
      key: 'period',
      title: t('columns.period'),
      render: (_, assignment) => <AssignmentPeriod assignment={assignment} />,
    },
    { key: 'difficulty', title: t('columns.difficulty'), render: (_, { difficulty }) => t(`difficulty.${difficulty}`) },
    {
      key: 'rewards',
      title: t('columns.rewards'),
      render: (_, assignment) => t('list.rewards', { exp: assignment.reward_exp, count: assignment.reward_tickets }),
    },
    {
      key: 'completed',
      title: t('columns.completed'),
      align: 'right',
      render: (_, { completed, assigned }) => `${completed} / ${assigned}`,
    },
    {
      key: 'actions',
      title: <span className="visually-hidden">{t('columns.actions')}</span>,
      render: (_, assignment) => (
        <div className={styles.actions}>
          <Link to={checkAssignmentPath(course, assignment.aid, readOnly)}>{t('list.check')}</Link>
          {!readOnly && (
            <Link
              to={editAssignmentPath(course, assignment.aid)}
              aria-label={t('list.editOne', { name: assignment.name })}
            >
              {t('list.edit')}
            </Link>
          )}
          {!readOnly && assignment.status === 'upcoming' && (
            <Popconfirm
              title={t('list.deleteTitle', { name: assignment.name })}
              description={t('list.deleteBody')}
              okText={t('list.delete')}
              okButtonProps={{ danger: true }}
              cancelText={t('form.cancel')}
              onConfirm={() => remove.mutateAsync(assignment.aid).catch(failureToast)}
            >
              <Button
                type="text"
                danger
                size="small"
                icon={<DeleteOutlined aria-hidden />}
                aria-label={t('list.deleteOne', { name: assignment.name })}
              />
            </Popconfirm>
          )}
        </div>
      ),
    },
  ];

  const shown = filterAssignments(data.record, status, search);
  return (
    <Panel id="assignment-list-title" title={t('list.title')}>
      {autoAssign}
      <div className={layout.toolbar}>
        <Segmented<StatusFilter>
          value={status}
          onChange={setStatus}
          aria-label={t('list.statusFilter')}
          options={(['all', ...ASSIGNMENT_STATUSES] as const).map((value) => ({ value, label: t(`status.${value}`) }))}
        />
        <SearchBox
          className={styles.search}
          value={search}
          onChange={setSearch}
          label={t('list.search')}
          placeholder={t('list.search')}
        />
        <span className={styles.spacer} />
        {createButton}
      </div>
      <ListTable
        rowKey="aid"
        columns={columns}
        dataSource={shown}
        pagination={false}
        locale={{ emptyText: t('list.noMatch') }}
      />
    </Panel>
  );
}
