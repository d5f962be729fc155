import type { AddStudentResponse, CourseListResponse, CourseSummary, RosterInfo } from '@lms/shared';
import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { Alert, Modal, Select, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureCode } from '../../../lib/request-failure';
import { useAddStudents } from '../api/add-students';
import { useCopyList } from '../api/get-copy-list';
import { AddedStudents } from './AddedStudents';
import { CandidatePicker } from './CandidatePicker';
import { RefusalAlert } from './RefusalAlert';
import styles from './RosterForms.module.css';

/** The user's class list, which the page that shows the roster knows how to fetch. */
export type ClassListQuery = UseQueryOptions<CourseListResponse, Error, CourseListResponse, QueryKey>;

interface CopyFromClassDialogProps {
  courseId: number;
  info: RosterInfo;
  classListQuery: ClassListQuery;
  onClose(): void;
}

/** Adds students of another class of the school (one the user can see) to this one. */
export function CopyFromClassDialog({ courseId, info, classListQuery, onClose }: CopyFromClassDialogProps) {
  const { t } = useTranslation('roster');
  const { t: tError } = useTranslation('errors');
  const classes = useQuery(classListQuery);
  const [from, setFrom] = useState<number | null>(null);
  const copyList = useCopyList(from, courseId);
  const add = useAddStudents(courseId);
  // The dialog stays open on who was copied, as adding students from the drawer does.
  const [added, setAdded] = useState<AddStudentResponse | null>(null);

  const groupOf = (label: string, list: CourseSummary[]) => ({
    label,
    options: list
      .filter((course) => course.courseid !== courseId)
      .map((course) => ({ value: course.courseid, label: course.course_name })),
  });
  const groups =
    classes.data &&
    [groupOf(t('copy.active'), classes.data.active), groupOf(t('copy.expired'), classes.data.expired)].filter(
      (group) => group.options.length > 0,
    );
  const failed = [classes, copyList].find((query) => query.isError);

  if (added) {
    return (
      <Modal open title={t('copy.title')} footer={null} width={760} onCancel={onClose}>
        <AddedStudents
          added={added}
          onMore={() => {
            add.reset();
            setAdded(null);
          }}
          onClose={onClose}
        />
      </Modal>
    );
  }

  return (
    <Modal open title={t('copy.title')} footer={null} width={760} onCancel={onClose}>
      <p className={styles.intro}>{t('copy.intro')}</p>
      <Select<number>
        className={styles.picker}
        showSearch={{ optionFilterProp: 'label' }}
        placeholder={t('copy.choose')}
        aria-label={t('copy.choose')}
        loading={classes.isPending}
        value={from ?? undefined}
        onChange={(value) => {
          add.reset();
          setFrom(value);
        }}
        notFoundContent={t('copy.noClasses')}
        options={groups}
      />
      {failed && (
        <Alert className={styles.alert} type="error" showIcon role="alert" title={tError(failureCode(failed.error))} />
      )}
      {add.isError && <RefusalAlert className={styles.alert} code={failureCode(add.error)} info={info} />}
      {copyList.isPending && copyList.isFetching && <Skeleton active paragraph={{ rows: 4 }} />}
      {copyList.isSuccess && (
        <CandidatePicker
          candidates={copyList.data}
          adding={add.isPending}
          emptyText={t('copy.empty')}
          onAdd={(stuids) => add.mutate({ stuids }, { onSuccess: setAdded })}
        />
      )}
    </Modal>
  );
}
