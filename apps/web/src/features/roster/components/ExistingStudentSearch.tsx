import type { AddStudentResponse, RosterInfo } from '@lms/shared';
import { Input, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClearable } from '../../../components/clearable/use-clearable';
import { failureCode } from '../../../lib/request-failure';
import { SEARCH_PAUSE_MS, useDebounced } from '../../../lib/use-debounced';
import { useAddStudents } from '../api/add-students';
import { useStudentSearch } from '../api/search-students';
import { CandidatePicker } from './CandidatePicker';
import { RefusalAlert } from './RefusalAlert';
import styles from './RosterForms.module.css';

interface ExistingStudentSearchProps {
  courseId: number;
  info: RosterInfo;
  onAdded(result: AddStudentResponse): void;
}

/** Finds students the school already has (by name, account or number) and adds them to this class. */
export function ExistingStudentSearch({ courseId, info, onAdded }: ExistingStudentSearchProps) {
  const { t } = useTranslation('roster');
  const clearable = useClearable();
  // Searched as the teacher types, once they pause, as the other lists are.
  const [text, setText] = useState('');
  const term = useDebounced(text, SEARCH_PAUSE_MS).trim();
  const search = useStudentSearch(courseId, term);
  const add = useAddStudents(courseId);
  const code = search.isError ? failureCode(search.error) : add.isError ? failureCode(add.error) : null;

  return (
    <section aria-label={t('add.existingTitle')}>
      <p className={styles.intro}>{t('existing.intro')}</p>
      <Input.Search
        className={styles.alert}
        allowClear={clearable}
        enterButton={t('existing.search')}
        placeholder={t('existing.placeholder')}
        aria-label={t('existing.label')}
        loading={search.isFetching}
        value={text}
        onChange={(event) => {
          add.reset();
          setText(event.target.value);
        }}
      />
      {code && <RefusalAlert className={styles.alert} code={code} info={info} />}
      {search.isPending && search.isFetching && <Skeleton active paragraph={{ rows: 3 }} />}
      {search.isSuccess && (
        <CandidatePicker
          candidates={search.data}
          adding={add.isPending}
          emptyText={t('existing.noMatch', { term })}
          onAdd={(stuids) => add.mutate({ stuids }, { onSuccess: onAdded })}
        />
      )}
    </section>
  );
}
