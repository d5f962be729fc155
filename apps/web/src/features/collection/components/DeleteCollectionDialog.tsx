import type { CollectionSummary } from '@lms/shared';
import { Alert, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../components/toast/toast-store';
import { failureCode } from '../../../lib/request-failure';
import { useDeleteCollection } from '../api/delete-collection';

interface DeleteCollectionDialogProps {
  collection: CollectionSummary;
  onClose(): void;
}

/** Confirms deleting a collection, saying what happens to the classes that use it. */
export function DeleteCollectionDialog({ collection, onClose }: DeleteCollectionDialogProps) {
  const { t } = useTranslation('collection');
  const { t: tError } = useTranslation('errors');
  const remove = useDeleteCollection();

  const confirm = () =>
    remove.mutate(collection.cid, {
      onSuccess: () => {
        showToast(t('delete.done', { name: collection.name }), 'success');
        onClose();
      },
    });

  return (
    <Modal
      open
      title={t('delete.title', { name: collection.name })}
      onCancel={onClose}
      onOk={confirm}
      okText={t('delete.confirm')}
      okButtonProps={{ danger: true, loading: remove.isPending }}
      cancelText={t('actions.cancel')}
    >
      <p>{t('delete.body', { count: collection.count })}</p>
      {collection.in_use > 0 && (
        <Alert
          type="warning"
          showIcon
          title={t('delete.inUse', { count: collection.in_use, package: collection.package_name })}
        />
      )}
      {remove.isError && <Alert type="error" showIcon title={tError(failureCode(remove.error))} />}
    </Modal>
  );
}
