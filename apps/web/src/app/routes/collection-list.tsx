import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../components/page-header/PageHeader';
import { useDocumentTitle } from '../../components/use-document-title';
import { CREATE_COLLECTION_PATH } from '../../features/collection/collection-paths';
import { CollectionList } from '../../features/collection/components/CollectionList';

export { teacherOnly as loader } from '../../features/collection/teacher-only';

/** My Library (SPEC §2 /collection): the teacher's collections. */
export function Component() {
  const { t } = useTranslation('collection');
  const navigate = useNavigate();
  useDocumentTitle(t('list.title'));

  return (
    <>
      <PageHeader
        title={t('list.title')}
        lead={t('list.lead')}
        actions={
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => navigate(CREATE_COLLECTION_PATH)}>
            {t('actions.create')}
          </Button>
        }
      />
      <CollectionList />
    </>
  );
}
