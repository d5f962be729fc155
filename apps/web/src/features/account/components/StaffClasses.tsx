import type { StaffClass } from '@lms/shared';
import { Button, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListTable } from '../../../components/table/ListTable';
import { showToast } from '../../../components/toast/toast-store';
import { formatDate } from '../../../lib/date-format';
import { useChangeCourseTeacher } from '../api/change-course-teacher';
import { TeacherPickerDialog } from './TeacherPickerDialog';

interface StaffClassesProps {
  teacherId: number;
  classes: StaffClass[];
  /** Administrators change a class's teacher from here. */
  canChangeTeacher: boolean;
}

/** A teacher's classes with their students and expiry, each with "Change teacher" for administrators. */
export function StaffClasses({ teacherId, classes, canChangeTeacher }: StaffClassesProps) {
  const { t } = useTranslation('account');
  const change = useChangeCourseTeacher();
  const [changing, setChanging] = useState<StaffClass | null>(null);

  const columns: TableColumnsType<StaffClass> = [
    { key: 'name', dataIndex: 'course_name', title: t('detail.classes.name') },
    {
      key: 'students',
      title: t('detail.classes.students'),
      align: 'right',
      render: (_, course) => t('detail.classes.seats', { students: course.students, limit: course.student_limit }),
    },
    {
      key: 'expiry',
      title: t('detail.classes.expiry'),
      render: (_, course) => (
        <>
          {formatDate(course.expiry_date)} {course.expired && <Tag color="default">{t('detail.classes.expired')}</Tag>}
        </>
      ),
    },
    ...(canChangeTeacher
      ? [
          {
            key: 'actions',
            title: t('staff.columns.actions'),
            render: (_: unknown, course: StaffClass) => (
              <Button size="small" onClick={() => setChanging(course)}>
                {t('detail.classes.changeTeacher')}
              </Button>
            ),
          },
        ]
      : []),
  ];

  if (classes.length === 0) return <p>{t('detail.classes.none')}</p>;

  return (
    <>
      <ListTable<StaffClass>
        rowKey="courseid"
        columns={columns}
        dataSource={classes}
        pagination={{ hideOnSinglePage: true, pageSize: 20 }}
      />
      {changing && (
        <TeacherPickerDialog
          title={t('detail.classes.changeTitle', { name: changing.course_name })}
          description={t('detail.classes.changeLead')}
          fromUserId={teacherId}
          pending={change.isPending}
          failure={change.error}
          onPick={(userid) =>
            change.mutate(
              { courseid: changing.courseid, userid },
              {
                onSuccess: () => {
                  showToast(t('detail.classes.changed', { name: changing.course_name }), 'success');
                  setChanging(null);
                },
              },
            )
          }
          onClose={() => setChanging(null)}
        />
      )}
    </>
  );
}
