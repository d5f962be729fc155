import type { ContentPackageSummary, ResourceSummary } from '@lms/shared';
import { Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { PageHeader } from '../../components/page-header/PageHeader';
import { useDocumentTitle } from '../../components/use-document-title';
import { useCollectionDetail } from '../../features/collection/api/get-collection-detail';
import { packageResourcesQuery } from '../../features/collection/api/get-package-resources';
import { usePackages } from '../../features/collection/api/get-packages';
import { type CollectionDraft, draftOf, newDraft } from '../../features/collection/collection-draft';
import { collectionMaterials } from '../../features/collection/collection-materials';
import { collectionEditPath, collectionPath, idFrom, isCanonical } from '../../features/collection/collection-paths';
import { BackToLibrary } from '../../features/collection/components/BackToLibrary';
import { CollectionEditor } from '../../features/collection/components/CollectionEditor';
import { CollectionFailure } from '../../features/collection/components/CollectionFailure';
import { ResourceLine } from '../../features/library/components/ResourceLine';
import { ResourcePicker } from '../../features/library/components/ResourcePicker';
import { ResourcePreview } from '../../features/library/components/ResourcePreview';

export { teacherOnly as loader } from '../../features/collection/teacher-only';

/**
 * Creating a collection (SPEC §2 /collection/create/ and /collection/create/{pkgid}, which
 * starts with that package chosen) and editing one (/collection/edit/{pid}/{cname}/{cid}/).
 */
export function Component() {
  const params = useParams();
  if (params.cid === undefined) return <CreateCollection packageId={idFrom(params.pkgid)} />;
  const cid = idFrom(params.cid);
  if (cid === null) return <Navigate to="/404" replace />;
  return <EditCollection cid={cid} params={params} />;
}

function Loading() {
  const { t } = useTranslation('collection');
  return (
    <div aria-busy="true">
      <span className="visually-hidden" role="status">
        {t('editor.loading')}
      </span>
      <Skeleton active title={{ width: '40%' }} paragraph={{ rows: 10 }} />
    </div>
  );
}

function CreateCollection({ packageId }: { packageId: number | null }) {
  const { t } = useTranslation('collection');
  const packages = usePackages();
  if (packages.isPending) return <Loading />;
  if (packages.isError) {
    return <CollectionFailure title={t('editor.error')} error={packages.error} onRetry={() => packages.refetch()} />;
  }
  // A package the school does not subscribe to (an old link, say) is simply not chosen.
  const chosen = packages.data.some((pkg) => pkg.pkgid === packageId) ? packageId : null;
  return (
    <EditorPage
      title={t('editor.createTitle')}
      initial={newDraft(chosen)}
      packages={packages.data}
      backTo="/collection"
    />
  );
}

function EditCollection({ cid, params }: { cid: number; params: { pid?: string; cname?: string } }) {
  const { t } = useTranslation('collection');
  const packages = usePackages();
  const detail = useCollectionDetail(cid);
  if (packages.isPending || detail.isPending) return <Loading />;
  if (packages.isError) {
    return <CollectionFailure title={t('editor.error')} error={packages.error} onRetry={() => packages.refetch()} />;
  }
  if (detail.isError) {
    return <CollectionFailure title={t('editor.error')} error={detail.error} onRetry={() => detail.refetch()} />;
  }
  const { collection } = detail.data;
  if (!isCanonical(params, collection)) return <Navigate to={collectionEditPath(collection)} replace />;
  return (
    <EditorPage
      cid={cid}
      title={t('editor.editTitle', { name: collection.name })}
      initial={draftOf(detail.data)}
      packages={packages.data}
      backTo={collectionPath(collection)}
    />
  );
}

interface EditorPageProps {
  cid?: number;
  title: string;
  initial: CollectionDraft;
  packages: ContentPackageSummary[];
  backTo: string;
}

function EditorPage({ cid, title, initial, packages, backTo }: EditorPageProps) {
  const { t } = useTranslation('collection');
  const [previewing, setPreviewing] = useState<ResourceSummary | null>(null);
  useDocumentTitle(title);

  return (
    <>
      <BackToLibrary />
      <PageHeader title={title} lead={t('editor.lead')} />
      <CollectionEditor
        cid={cid}
        initial={initial}
        packages={packages}
        backTo={backTo}
        renderPicker={({ packageId, chosen, onAdd }) => (
          <ResourcePicker
            // Filters belong to one package; another package starts afresh.
            key={packageId}
            whole={packageResourcesQuery(packageId)}
            search={(params) => packageResourcesQuery(packageId, params)}
            chosen={chosen}
            onAdd={onAdd}
            onPreview={setPreviewing}
          />
        )}
        renderMaterial={(resource) => <ResourceLine resource={resource} onPreview={setPreviewing} />}
      />
      {previewing && (
        <ResourcePreview resource={previewing} source={collectionMaterials} onClose={() => setPreviewing(null)} />
      )}
    </>
  );
}
