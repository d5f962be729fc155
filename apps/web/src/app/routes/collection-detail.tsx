import { EditOutlined, ReadOutlined } from '@ant-design/icons';
import { type CollectionDetailResponse, collectionColid, type ResourceSummary } from '@lms/shared';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../components/page-header/PageHeader';
import { LoadingSkeleton } from '../../components/query-view/LoadingSkeleton';
import { QueryView } from '../../components/query-view/QueryView';
import { useDocumentTitle } from '../../components/use-document-title';
import { useCollectionDetail } from '../../features/collection/api/get-collection-detail';
import { collectionMaterials } from '../../features/collection/collection-materials';
import { collectionEditPath, collectionPath, idFrom, isCanonical } from '../../features/collection/collection-paths';
import { BackToLibrary } from '../../features/collection/components/BackToLibrary';
import { CollectionDetail } from '../../features/collection/components/CollectionDetail';
import { courseListQuery } from '../../features/course/api/get-course-list';
import { ResourceLine } from '../../features/library/components/ResourceLine';
import { ResourcePreview } from '../../features/library/components/ResourcePreview';
import { UseAsLibraryDialog } from '../../features/library/components/UseAsLibraryDialog';

export { teacherOnly as loader } from '../../features/collection/teacher-only';

/** One collection (SPEC §2 /collection/{pid}/{cname}/{cid}): its materials in order, with preview. */
export function Component() {
  const params = useParams();
  const cid = idFrom(params.cid);
  if (cid === null) return <Navigate to="/404" replace />;
  return <CollectionPage cid={cid} params={params} />;
}

function CollectionPage({ cid, params }: { cid: number; params: { pid?: string; cname?: string } }) {
  const { t } = useTranslation('collection');
  const detail = useCollectionDetail(cid);
  useDocumentTitle(detail.data?.collection.name ?? t('list.title'));

  return (
    <QueryView
      query={detail}
      pending={<LoadingSkeleton label={t('detail.loading')} rows={8} title={{ width: '40%' }} />}
      errorTitle={t('detail.error')}
      retryLabel={t('actions.retry')}
      leavesOnNotFound
    >
      {(found) =>
        // A renamed collection or an edited address: the id decides, the rest follows the server.
        isCanonical(params, found.collection) ? (
          <CollectionView detail={found} />
        ) : (
          <Navigate to={collectionPath(found.collection)} replace />
        )
      }
    </QueryView>
  );
}

function CollectionView({ detail }: { detail: CollectionDetailResponse }) {
  const { t } = useTranslation('collection');
  const navigate = useNavigate();
  const [previewing, setPreviewing] = useState<ResourceSummary | null>(null);
  const [usingAsLibrary, setUsingAsLibrary] = useState(false);
  const { collection } = detail;

  return (
    <>
      <BackToLibrary />
      <PageHeader
        title={collection.name}
        lead={collection.package_name}
        actions={
          <>
            <Button icon={<EditOutlined aria-hidden />} onClick={() => navigate(collectionEditPath(collection))}>
              {t('actions.edit')}
            </Button>
            <Button type="primary" icon={<ReadOutlined aria-hidden />} onClick={() => setUsingAsLibrary(true)}>
              {t('actions.useAsLibrary')}
            </Button>
          </>
        }
      />
      <CollectionDetail
        detail={detail}
        renderMaterial={(material) => <ResourceLine resource={material} onPreview={setPreviewing} />}
      />
      {previewing && (
        <ResourcePreview resource={previewing} source={collectionMaterials} onClose={() => setPreviewing(null)} />
      )}
      {usingAsLibrary && (
        <UseAsLibraryDialog
          libraryRef={collectionColid(collection.cid)}
          name={collection.name}
          classListQuery={courseListQuery()}
          onClose={() => setUsingAsLibrary(false)}
        />
      )}
    </>
  );
}
