import { EditOutlined } from '@ant-design/icons';
import { type RosterStudent, studentNameOrder } from '@lms/shared';
import { Button, type TableColumnsType, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListTable } from '../../../components/table/ListTable';
import { useSelectAll } from '../../../components/table/use-select-all';
import { formatDate } from '../../../lib/date-format';
import type { RosterColumn } from '../roster-columns';
import styles from './RosterTable.module.css';

const PAGE_SIZE = 50;

type Column = TableColumnsType<RosterStudent>[number];

interface RosterTableProps {
  students: RosterStudent[];
  /** The columns shown besides the name, in the table's order. */
  shown: RosterColumn[];
  emptyText: string;
  /** The address of a student's page: the name links to it. */
  studentPath?: (stuid: number) => string;
  /** Selecting and editing students; absent on a read-only class. */
  controls?: { selected: number[]; onSelect(stuids: number[]): void; onEdit(student: RosterStudent): void };
}

const orNone = (value: string | null) => (value === null || value === '' ? '—' : value);
/** A value shown whole on one line: numbers and accounts are never wrapped or cut. */
const whole = (value: ReactNode) => <span className={styles.whole}>{value}</span>;
/** A column heading that may take two lines, so long ones ("Experience (EXP)") do not widen the table. */
const heading = (text: string) => <span className={styles.heading}>{text}</span>;

/**
 * The class's students, sortable by every column that has an order. Names come in the app's
 * order of names for the language; every value is shown whole.
 */
export function RosterTable({ students, shown, emptyText, studentPath, controls }: RosterTableProps) {
  const { t, i18n } = useTranslation('roster');
  const selectAll = useSelectAll();
  const collator = new Intl.Collator(i18n.language, { numeric: true });
  const byText = (pick: (student: RosterStudent) => string | null) => (a: RosterStudent, b: RosterStudent) =>
    collator.compare(pick(a) ?? '', pick(b) ?? '');

  const optional: Record<RosterColumn, Column> = {
    account: {
      key: 'account',
      title: heading(t('fields.account')),
      sorter: byText((student) => student.account),
      render: (_, student) => whole(student.account),
    },
    active: {
      key: 'active',
      title: heading(t('fields.active')),
      sorter: (a, b) => Number(b.active) - Number(a.active),
      render: (_, student) => (
        <Tag color={student.active ? 'success' : 'default'}>
          {student.active ? t('status.active') : t('status.inactive')}
        </Tag>
      ),
    },
    level: {
      key: 'level',
      title: heading(t('fields.level')),
      sorter: byText((student) => student.level),
      render: (_, student) => whole(orNone(student.level)),
    },
    placement: {
      key: 'placement',
      title: heading(t('fields.placement')),
      sorter: (a, b) => a.placement.localeCompare(b.placement),
      render: (_, student) =>
        student.placement === 'pending' ? (
          <Tag color="processing">{t('placement.pending')}</Tag>
        ) : (
          whole(t('placement.done'))
        ),
    },
    exp: {
      key: 'exp',
      dataIndex: 'exp',
      title: heading(t('fields.exp')),
      align: 'end',
      sorter: (a, b) => a.exp - b.exp,
    },
    tickets: {
      key: 'tickets',
      dataIndex: 'tickets',
      title: heading(t('fields.tickets')),
      align: 'end',
      sorter: (a, b) => a.tickets - b.tickets,
    },
    picture_password_set: {
      key: 'picture_password_set',
      title: heading(t('fields.picture_password_set')),
      render: (_, student) => whole(student.picture_password_set ? t('picture.set') : t('picture.notSet')),
    },
    pin: {
      key: 'pin',
      title: heading(t('table.pin')),
      sorter: byText((student) => student.pin),
      render: (_, student) => whole(orNone(student.pin)),
    },
    parent_phone: {
      key: 'parent_phone',
      title: heading(t('fields.parent_phone')),
      render: (_, student) => whole(orNone(student.parent_phone)),
    },
    parent_account: {
      key: 'parent_account',
      title: heading(t('fields.parent_account')),
      render: (_, student) => whole(orNone(student.parent_account)),
    },
    // Remarks are sentences: they wrap within the column instead of being cut.
    remarks: {
      key: 'remarks',
      title: heading(t('fields.remarks')),
      render: (_, student) => <span className={styles.remarks}>{orNone(student.remarks)}</span>,
    },
    joined: {
      key: 'joined',
      title: heading(t('fields.joined')),
      sorter: (a, b) => a.joined.localeCompare(b.joined),
      render: (_, student) => whole(<time dateTime={student.joined}>{formatDate(student.joined)}</time>),
    },
  };

  const columns: TableColumnsType<RosterStudent> = [
    {
      key: 'username',
      title: t('fields.username'),
      sorter: studentNameOrder(i18n.language),
      defaultSortOrder: 'ascend',
      fixed: 'start',
      render: (_, student) =>
        studentPath ? (
          <Link className={styles.name} to={studentPath(student.stuid)}>
            {student.username}
          </Link>
        ) : (
          <span className={styles.name}>{student.username}</span>
        ),
    },
    ...shown.map((column) => optional[column]),
  ];

  if (controls) {
    columns.push({
      key: 'edit',
      title: <span className="visually-hidden">{t('table.actions')}</span>,
      fixed: 'end',
      render: (_, student) => (
        <Button
          type="text"
          icon={<EditOutlined aria-hidden />}
          aria-label={t('table.edit', { name: student.username })}
          onClick={() => controls.onEdit(student)}
        />
      ),
    });
  }

  return (
    <ListTable<RosterStudent>
      size="middle"
      rowKey="stuid"
      columns={columns}
      dataSource={students}
      pagination={{ hideOnSinglePage: true, pageSize: PAGE_SIZE, showSizeChanger: false }}
      locale={{ emptyText }}
      showSorterTooltip={false}
      rowSelection={
        controls && {
          selectedRowKeys: controls.selected,
          preserveSelectedRowKeys: true,
          onChange: (keys) => controls.onSelect(keys.map(Number)),
          getCheckboxProps: (student) => ({ 'aria-label': t('table.select', { name: student.username }) }),
          ...selectAll,
        }
      }
    />
  );
}
