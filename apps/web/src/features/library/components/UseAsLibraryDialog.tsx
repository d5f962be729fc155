import type { CourseListResponse } from '@lms/shared';
import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { Alert, Modal, Select, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/field/Field';
import { showToast } from '../../../components/toast/toast-store';
import { failureCode } from '../../../lib/request-failure';
import { useSetLibrary } from '../api/set-library';

/** The user's class list, which the page knows how to fetch. */
export type ClassListQuery = UseQueryOptions<CourseListResponse, Error, CourseListResponse, QueryKey>;

interface UseAsLibraryDialogProps {
  /** The library to use: a collection ("c7") or a package ("p2"). */
  libraryRef: string;
  name: string;
  classListQuery: ClassListQuery;
  onClose(): void;
}

/** Makes a library the library of one of the teacher's active classes. */
export function UseAsLibraryDialog({ libraryRef, name, classListQuery, onClose }: UseAsLibraryDialogProps) {
  const { t } = useTranslation('library');
  const { t: tError } = useTranslation('errors');
  const classes = useQuery(classListQuery);
  const setLibrary = useSetLibrary();
  const [courseid, setCourseid] = useState<number | null>(null);
  const active = classes.data?.active ?? [];

  const confirm = () => {
    const course = active.find((candidate) => candidate.courseid === courseid);
    if (!course) return;
    setLibrary.mutate(
      { courseid: course.courseid, colid: libraryRef },
      {
        onSuccess: () => {
          showToast(t('useAs.done', { course: course.course_name, name }), 'success');
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      open
      title={t('useAs.title', { name })}
      onCancel={onClose}
      onOk={confirm}
      okText={t('useAs.confirm')}
      okButtonProps={{ disabled: courseid === null, loading: setLibrary.isPending }}
      cancelText={t('switcher.cancel')}
    >
      {classes.isPending && <Skeleton active paragraph={{ rows: 2 }} />}
      {classes.isError && <Alert type="error" showIcon title={tError(failureCode(classes.error))} />}
      {classes.isSuccess && active.length === 0 && <p>{t('useAs.noClasses')}</p>}
      {active.length > 0 && (
        <>
          <Field id="use-as-class" label={t('useAs.class')}>
            {(control) => (
              <Select<number>
                {...control}
                value={courseid ?? undefined}
                placeholder={t('useAs.placeholder')}
                onChange={setCourseid}
                options={active.map((course) => ({ value: course.courseid, label: course.course_name }))}
              />
            )}
          </Field>
          <p>{t('useAs.replaces')}</p>
        </>
      )}
      {setLibrary.isError && <Alert type="error" showIcon title={tError(failureCode(setLibrary.error))} />}
    </Modal>
  );
}
