import { ScheduleOutlined } from '@ant-design/icons';
import type { CourseInfo } from '@lms/shared';
import { FloatButton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelectedMaterials } from '../../../entities/assignment/assignment-selection-store';
import { AssignmentSelectionDrawer } from './AssignmentSelectionDrawer';

/** The floating counter of materials picked for the next assignment; it opens the list. */
export function AssignmentSelectionButton({
  course,
}: {
  course: Pick<CourseInfo, 'course_name' | 'type' | 'courseid'>;
}) {
  const { t } = useTranslation('assignment');
  const [open, setOpen] = useState(false);
  const count = useSelectedMaterials(course.courseid).length;

  return (
    <>
      <FloatButton
        type="primary"
        icon={<ScheduleOutlined aria-hidden />}
        badge={{ count, showZero: false }}
        tooltip={t('selection.open')}
        aria-label={t('selection.counter', { count })}
        onClick={() => setOpen(true)}
      />
      <AssignmentSelectionDrawer course={course} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
