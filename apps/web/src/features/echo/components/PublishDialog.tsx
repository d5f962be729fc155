import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';

interface PublishDialogProps {
  /** The quiz's name; null closes the dialog. */
  name: string | null;
  publishing: boolean;
  onPublish(): void;
  onCancel(): void;
}

/** Asked before publishing, in the specification's words: what publishing fixes for good. */
export function PublishDialog({ name, publishing, onPublish, onCancel }: PublishDialogProps) {
  const { t } = useTranslation('echo');
  return (
    <Modal
      open={name !== null}
      title={t('publish.title', { name: name ?? '' })}
      okText={t('publish.confirm')}
      cancelText={t('actions.cancel')}
      confirmLoading={publishing}
      onOk={onPublish}
      onCancel={onCancel}
    >
      <p>{t('publish.body')}</p>
    </Modal>
  );
}
