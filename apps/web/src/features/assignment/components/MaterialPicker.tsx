import type { Textbook } from '@lms/shared';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SelectedMaterial } from '../../../entities/assignment/assignment-selection-store';
import styles from './AssignmentForm.module.css';

interface MaterialPickerProps {
  /** The class library's materials. */
  library: Textbook[];
  chosen: SelectedMaterial[];
  onAdd(material: Textbook): void;
}

/** Adds one more material of the class library to the end of the assignment's list. */
export function MaterialPicker({ library, chosen, onAdd }: MaterialPickerProps) {
  const { t } = useTranslation('assignment');
  const taken = new Set(chosen.map((material) => material.resourceid));
  const options = library
    .filter((material) => !taken.has(material.resourceid))
    .map((material) => ({ value: material.resourceid, label: material.resource_name }));
  return (
    <Select<number>
      className={styles.picker}
      showSearch={{ optionFilterProp: 'label' }}
      value={null}
      placeholder={t('form.addMaterial')}
      aria-label={t('form.addMaterial')}
      options={options}
      disabled={options.length === 0}
      onChange={(resourceid) => {
        const material = library.find((candidate) => candidate.resourceid === resourceid);
        if (material) onAdd(material);
      }}
    />
  );
}
