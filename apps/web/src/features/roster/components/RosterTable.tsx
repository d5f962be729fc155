import { EditOutlined } from '@ant-design/icons';
import type { RosterStudent } from '@lms/shared';
import { Button, Table, type TableColumnsType, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/date-format';
import styles from './RosterTable.module.css';

const PAGE_SIZE = 50;

interface RosterTableProps {
  students: RosterStudent[];
  emptyText: string;
  /** Selecting and editing students; absent on a read-only class. */
  controls?: { selected: number[]; onSelect(stuids: number[]): void; onEdit(student: RosterStudent): void };
}

const orNone = (value: string | null) => (value === null || value === '' ? '—' : value);

/** The class's students, sortable by every column that has an order. */
export function RosterTable({ students, emptyText, controls }: RosterTableProps) {
  const { t, i18n } = useTranslation('roster');
  const collator = new Intl.Collator(i18n.language, { sensitivity: 'base', numeric: true });
  const byText = (pick: (student: RosterStudent) => string | null) => (a: RosterStudent, b: RosterStudent) =>
    collator.compare(pick(a) ?? '', pick(b) ?? '');

  const columns: TableColumnsType<RosterStudent> = [
    {
      key: 'username',
      title: t('fields.username'),
      sorter: byText((student) => student.username),
      defaultSortOrder: 'ascend',
      fixed: 'start',
      render: (_, student) => <span className={styles.name}>{student.username}</span>,
    },
    { key: 'account', dataIndex: 'account', title: t('fields.account'), sorter: byText((student) => student.account) },
    {
      key: 'active',
      title: t('fields.active'),
      sorter: (a, b) => Number(b.active) - Number(a.active),
      render: (_, student) => (
        <Tag color={student.active ? 'success' : 'default'}>
          {student.active ? t('status.active') : t('status.inactive')}
        </Tag>
      ),
    },
    {
      key: 'level',
      dataIndex: 'level',
      title: t('fields.level'),
      sorter: byText((student) => student.level),
      render: orNone,
    },
    {
      key: 'placement',
      title: t('fields.placement'),
      sorter: (a, b) => a.placement.localeCompare(b.placement),
      render: (_, student) =>
        student.placement === 'pending' ? (
          <Tag color="processing">{t('placement.pending')}</Tag>
        ) : (
          <span>{t('placement.done')}</span>
        ),
    },
    { key: 'exp', dataIndex: 'exp', title: t('fields.exp'), align: 'end', sorter: (a, b) => a.exp - b.exp },
    {
      key: 'tickets',
      dataIndex: 'tickets',
      title: t('fields.tickets'),
      align: 'end',
      sorter: (a, b) => a.tickets - b.tickets,
    },
    {
      key: 'picture_password_set',
      title: t('fields.picture_password_set'),
      render: (_, student) => (student.picture_password_set ? t('picture.set') : t('picture.notSet')),
    },
    { key: 'pin', dataIndex: 'pin', title: t('fields.pin'), sorter: byText((student) => student.pin), render: orNone },
    { key: 'parent_phone', dataIndex: 'parent_phone', title: t('fields.parent_phone'), render: orNone },
    { key: 'parent_account', dataIndex: 'parent_account', title: t('fields.parent_account'), render: orNone },
    {
      key: 'remarks',
      dataIndex: 'remarks',
      title: t('fields.remarks'),
      ellipsis: true,
      width: 160,
      render: orNone,
    },
    {
      key: 'joined',
      title: t('fields.joined'),
      sorter: (a, b) => a.joined.localeCompare(b.joined),
      render: (_, student) => <time dateTime={student.joined}>{formatDate(student.joined)}</time>,
    },
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
    <Table<RosterStudent>
      size="middle"
      rowKey="stuid"
      columns={columns}
      dataSource={students}
      pagination={{ hideOnSinglePage: true, pageSize: PAGE_SIZE, showSizeChanger: false }}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText }}
      showSorterTooltip={false}
      rowSelection={
        controls && {
          selectedRowKeys: controls.selected,
          preserveSelectedRowKeys: true,
          onChange: (keys) => controls.onSelect(keys.map(Number)),
          getCheckboxProps: (student) => ({ 'aria-label': t('table.select', { name: student.username }) }),
        }
      }
    />
  );
}
