import type { Language } from '@lms/shared';
import { Modal, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChangeLanguage } from '../hooks/use-change-language';
import { offeredLanguages } from '../offered-languages';
import styles from './LanguageDialog.module.css';

interface LanguageDialogProps {
  open: boolean;
  onClose(): void;
}

export function LanguageDialog({ open, onClose }: LanguageDialogProps) {
  const { t, i18n } = useTranslation();
  const changeLanguage = useChangeLanguage();
  const [picked, setPicked] = useState(i18n.language as Language);

  const confirm = async () => {
    await changeLanguage(picked);
    onClose();
  };

  return (
    <Modal
      open={open}
      title={t('language.dialogTitle')}
      okText={t('actions.save')}
      cancelText={t('actions.cancel')}
      onOk={confirm}
      onCancel={onClose}
      afterOpenChange={(opened) => opened && setPicked(i18n.language as Language)}
      width={400}
      destroyOnHidden
    >
      <Radio.Group
        className={styles.choices}
        aria-label={t('language.label')}
        value={picked}
        onChange={(event) => setPicked(event.target.value)}
        options={offeredLanguages.map((language) => ({ value: language, label: t(`languages.${language}`) }))}
      />
    </Modal>
  );
}
