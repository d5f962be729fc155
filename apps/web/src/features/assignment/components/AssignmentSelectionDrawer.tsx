import { ClearOutlined, DeleteOutlined, FormOutlined } from '@ant-design/icons';
import type { CourseInfo } from '@lms/shared';
import { Button, Drawer, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ResourceCover } from '../../../components/resource-cover/ResourceCover';
import {
  useAssignmentSelectionStore,
  useSelectedMaterials,
} from '../../../entities/assignment/assignment-selection-store';
import { createAssignmentPath } from '../assignment-paths';
import styles from './AssignmentSelection.module.css';

interface AssignmentSelectionDrawerProps {
  course: Pick<CourseInfo, 'course_name' | 'type' | 'courseid'>;
  open: boolean;
  onClose(): void;
}

/** The materials picked for the class's next assignment: remove some, clear them, or go on to create it. */
export function AssignmentSelectionDrawer({ course, open, onClose }: AssignmentSelectionDrawerProps) {
  const { t } = useTranslation('assignment');
  const navigate = useNavigate();
  const materials = useSelectedMaterials(course.courseid);
  const remove = useAssignmentSelectionStore((state) => state.remove);
  const clear = useAssignmentSelectionStore((state) => state.clear);

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('selection.title', { count: materials.length })}
      footer={
        <div className={styles.footer}>
          <Button
            icon={<ClearOutlined aria-hidden />}
            disabled={materials.length === 0}
            onClick={() => clear(course.courseid)}
          >
            {t('selection.clear')}
          </Button>
          <Button
            type="primary"
            icon={<FormOutlined aria-hidden />}
            disabled={materials.length === 0}
            onClick={() => navigate(createAssignmentPath(course))}
          >
            {t('selection.create')}
          </Button>
        </div>
      }
    >
      {materials.length === 0 ? (
        <Empty description={t('selection.empty')} />
      ) : (
        <ol className={styles.list}>
          {materials.map((material) => (
            <li key={material.resourceid} className={styles.item}>
              <ResourceCover resource={material} size="thumb" />
              <span className={styles.name} lang="en">
                {material.resource_name}
              </span>
              <Button
                type="text"
                icon={<DeleteOutlined aria-hidden />}
                aria-label={t('selection.remove', { title: material.resource_name })}
                onClick={() => remove(course.courseid, material.resourceid)}
              />
            </li>
          ))}
        </ol>
      )}
    </Drawer>
  );
}
