import { TeamOutlined } from '@ant-design/icons';
import { type RosterListResponse, type RosterStudent, sortByStudentName } from '@lms/shared';
import { Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/panel/Panel';
import { QueryView } from '../../../components/query-view/QueryView';
import { SearchToolbar } from '../../../components/search-toolbar/SearchToolbar';
import { StatePanel } from '../../../components/state-panel/StatePanel';
import { useRoster } from '../api/get-roster';
import type { BulkAction } from '../bulk-actions';
import { searchRoster } from '../roster-search';
import { useRosterColumns } from '../stores/roster-columns-store';
import { AddStudentDrawer } from './AddStudentDrawer';
import { BulkActionDialog } from './BulkActionDialog';
import { BulkBar } from './BulkBar';
import { ColumnPicker } from './ColumnPicker';
import { type ClassListQuery, CopyFromClassDialog } from './CopyFromClassDialog';
import { EditStudentDrawer } from './EditStudentDrawer';
import { ImportWizard } from './ImportWizard';
import styles from './Roster.module.css';
import { RosterSummary } from './RosterSummary';
import { RosterTable } from './RosterTable';
import { type RosterTool, RosterToolbar } from './RosterToolbar';

type Dialog = { kind: RosterTool } | { kind: 'edit'; student: RosterStudent } | { kind: 'bulk'; action: BulkAction };

interface RosterProps {
  courseId: number;
  courseName: string;
  /** An expired class (or its read-only view): the roster can be read and exported, not changed. */
  readOnly: boolean;
  /** The user's classes, to copy students from. */
  classListQuery: ClassListQuery;
  /** The address of a student's page: their name in the table links to it. */
  studentPath?: (stuid: number) => string;
}

/** The class's students and everything a teacher does with them. */
export function Roster(props: RosterProps) {
  const { t } = useTranslation('roster');
  const roster = useRoster(props.courseId);
  const pending = (
    <Panel id="roster-title" title={t('title')}>
      <span className="visually-hidden" role="status">
        {t('loading')}
      </span>
      <Skeleton active paragraph={{ rows: 8 }} />
    </Panel>
  );
  return (
    <QueryView query={roster} pending={pending} errorTitle={t('error.title')}>
      {(data) => <RosterView {...props} data={data} />}
    </QueryView>
  );
}

function RosterView({
  courseId,
  courseName,
  readOnly,
  classListQuery,
  studentPath,
  data,
}: RosterProps & { data: RosterListResponse }) {
  const { t, i18n } = useTranslation('roster');
  const [columns, setColumns] = useRosterColumns();
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<number[]>([]);
  const [dialog, setDialog] = useState<Dialog | null>(null);

  const { info } = data;
  // In the app's order of names, so a sort by another column keeps equal values in name order.
  const students = sortByStudentName(data.record, i18n.language);
  const writable = !readOnly && !info.expired;
  // Students removed meanwhile drop out of the selection.
  const selectedStudents = students.filter((student) => selected.includes(student.stuid));
  const close = () => setDialog(null);

  return (
    <Panel id="roster-title" title={t('title')}>
      <div className={styles.head}>
        <RosterSummary info={info} />
        <RosterToolbar
          courseId={courseId}
          courseName={courseName}
          writable={writable}
          exportable={students.length > 0}
          onTool={(kind) => setDialog({ kind })}
        />
      </div>

      {students.length === 0 ? (
        <StatePanel icon={<TeamOutlined />} title={t('empty.title')}>
          {writable ? t('empty.body') : t('empty.readOnlyBody')}
        </StatePanel>
      ) : (
        <>
          <SearchToolbar
            search={{
              value: search,
              onChange: setSearch,
              label: t('search.label'),
              placeholder: t('search.placeholder'),
            }}
          >
            <ColumnPicker shown={columns} onChange={setColumns} />
          </SearchToolbar>
          {writable && selectedStudents.length > 0 && (
            <BulkBar
              count={selectedStudents.length}
              onAction={(action) => setDialog({ kind: 'bulk', action })}
              onClear={() => setSelected([])}
            />
          )}
          <RosterTable
            students={searchRoster(students, search)}
            shown={columns}
            studentPath={studentPath}
            emptyText={t('search.noMatch', { search: search.trim() })}
            controls={
              writable
                ? {
                    selected: selectedStudents.map((student) => student.stuid),
                    onSelect: setSelected,
                    onEdit: (student) => setDialog({ kind: 'edit', student }),
                  }
                : undefined
            }
          />
        </>
      )}

      {writable && (
        <>
          <AddStudentDrawer open={dialog?.kind === 'add'} courseId={courseId} info={info} onClose={close} />
          {dialog?.kind === 'import' && <ImportWizard courseId={courseId} onClose={close} />}
          {dialog?.kind === 'copy' && (
            <CopyFromClassDialog courseId={courseId} info={info} classListQuery={classListQuery} onClose={close} />
          )}
          {dialog?.kind === 'edit' && (
            <EditStudentDrawer
              key={dialog.student.stuid}
              courseId={courseId}
              student={dialog.student}
              info={info}
              onClose={close}
            />
          )}
          {dialog?.kind === 'bulk' && (
            <BulkActionDialog
              action={dialog.action}
              courseId={courseId}
              selected={selectedStudents}
              onClose={close}
              onFinished={(done) => setSelected((current) => current.filter((stuid) => !done.includes(stuid)))}
            />
          )}
        </>
      )}
    </Panel>
  );
}
