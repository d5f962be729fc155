import type { StudentCandidate } from '@lms/shared';
import { Button, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListTable } from '../../../components/table/ListTable';
import { useSelectAll } from '../../../components/table/use-select-all';
import styles from './CandidatePicker.module.css';

interface CandidatePickerProps {
  candidates: StudentCandidate[];
  adding: boolean;
  emptyText: string;
  onAdd(stuids: number[]): void;
}

/** Students of the school to tick and add; those already in the class are shown but cannot be ticked. */
export function CandidatePicker({ candidates, adding, emptyText, onAdd }: CandidatePickerProps) {
  const { t } = useTranslation('roster');
  const [picked, setPicked] = useState<number[]>([]);
  const selectAll = useSelectAll();
  const pickable = new Set(candidates.filter((candidate) => !candidate.in_course).map(({ stuid }) => stuid));
  // Picks survive a new search or class choice only while the student is still offered.
  const chosen = picked.filter((stuid) => pickable.has(stuid));

  const columns: TableColumnsType<StudentCandidate> = [
    { key: 'username', dataIndex: 'username', title: t('fields.username') },
    { key: 'account', dataIndex: 'account', title: t('fields.account') },
    { key: 'pin', dataIndex: 'pin', title: t('fields.pin'), render: (pin: string | null) => pin ?? '—' },
    {
      key: 'state',
      title: t('candidates.state'),
      render: (_, candidate) =>
        candidate.in_course ? (
          <Tag>{t('candidates.inCourse')}</Tag>
        ) : (
          <Tag color={candidate.active ? 'success' : 'default'}>
            {candidate.active ? t('status.active') : t('status.inactive')}
          </Tag>
        ),
    },
  ];

  return (
    <>
      <ListTable<StudentCandidate>
        size="small"
        rowKey="stuid"
        columns={columns}
        dataSource={candidates}
        pagination={{ hideOnSinglePage: true, pageSize: 10 }}
        locale={{ emptyText }}
        rowSelection={{
          selectedRowKeys: chosen,
          onChange: (keys) => setPicked(keys.map(Number)),
          getCheckboxProps: (candidate) => ({
            disabled: candidate.in_course,
            'aria-label': t('candidates.pick', { name: candidate.username }),
          }),
          ...selectAll,
        }}
      />
      <div className={styles.footer}>
        <Button type="primary" disabled={chosen.length === 0} loading={adding} onClick={() => onAdd(chosen)}>
          {t('candidates.add', { count: chosen.length })}
        </Button>
      </div>
    </>
  );
}
