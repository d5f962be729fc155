import type { StaffMember } from '@lms/shared';
import { type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SearchToolbar } from '../../../components/search-toolbar/SearchToolbar';
import { ListTable } from '../../../components/table/ListTable';
import { StaffActions } from './StaffActions';
import { StaffStatusTag } from './StaffStatusTag';
import styles from './StaffTable.module.css';

interface StaffTableProps {
  staff: StaffMember[];
  currentUserId: number | null;
}

/** The school's staff accounts, searchable by name or e-mail. */
export function StaffTable({ staff, currentUserId }: StaffTableProps) {
  const { t, i18n } = useTranslation('account');
  const [search, setSearch] = useState('');
  const collator = new Intl.Collator(i18n.language, { sensitivity: 'base' });

  const term = search.trim().toLocaleLowerCase();
  const shown = term
    ? staff.filter((member) => `${member.name} ${member.email}`.toLocaleLowerCase().includes(term))
    : staff;

  const columns: TableColumnsType<StaffMember> = [
    {
      key: 'name',
      title: t('staff.columns.name'),
      sorter: (a, b) => collator.compare(a.name, b.name),
      defaultSortOrder: 'ascend',
      render: (_, member) => (
        <span className={styles.name}>
          <Link to={`/account/${member.userid}`}>{member.name}</Link>
          {member.userid === currentUserId && <Tag color="blue">{t('staff.you')}</Tag>}
        </span>
      ),
    },
    { key: 'email', dataIndex: 'email', title: t('staff.columns.email') },
    {
      key: 'role',
      title: t('staff.columns.role'),
      render: (_, member) => (
        <Tag color={member.role === 'admin' ? 'geekblue' : 'default'}>{t(`role.${member.role}`)}</Tag>
      ),
    },
    {
      key: 'status',
      title: t('staff.columns.status'),
      render: (_, member) => <StaffStatusTag status={member.status} />,
    },
    {
      key: 'classes',
      dataIndex: 'classes',
      title: t('staff.columns.classes'),
      align: 'right',
      sorter: (a, b) => a.classes - b.classes,
    },
    {
      key: 'actions',
      title: t('staff.columns.actions'),
      render: (_, member) =>
        member.role === 'teacher' && member.userid !== currentUserId ? <StaffActions member={member} /> : null,
    },
  ];

  return (
    <>
      <SearchToolbar
        search={{
          value: search,
          onChange: setSearch,
          label: t('staff.searchLabel'),
          placeholder: t('staff.searchPlaceholder'),
        }}
      />
      <ListTable<StaffMember>
        rowKey="userid"
        columns={columns}
        dataSource={shown}
        pagination={{ hideOnSinglePage: true, pageSize: 20 }}
        locale={{ emptyText: t('staff.noMatch') }}
      />
    </>
  );
}
