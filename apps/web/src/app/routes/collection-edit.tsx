import type { ContentPackageSummary, ResourceSummary } from '@lms/shared';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { PageHeader } from '../../components/page-header/PageHeader';
import { LoadingSkeleton } from '../../components/query-view/LoadingSkeleton';
import { QueryView } from '../../components/query-view/QueryView';
import { allOf, type QueryState } from '../../components/query-view/query-state';
import { useDocumentTitle } from '../../components/use-document-title';
import { useCollectionDetail } from '../../features/collection/api/get-collection-detail';
import { packageResourcesQuery } from '../../features/collection/api/get-package-resources';
import { usePackages } from '../../features/collection/api/get-packages';
import { type CollectionDraft, draftOf, newDraft } from '../../features/collection/collection-draft';
import { collectionMaterials } from '../../features/collection/collection-materials';
import { collectionEditPath, collectionPath, idFrom, isCanonical } from '../../features/collection/collection-paths';
import { BackToLibrary } from '../../features/collection/components/BackToLibrary';
import { CollectionEditor } from '../../features/collection/components/CollectionEditor';
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

/** What the editor starts from, read: its skeleton while on its way, or why it could not be read. */
function EditorQuery<T>({ query, children }: { query: QueryState<T>; children(data: T): ReactNode }) {
  const { t } = useTranslation('collection');
  return (
    <QueryView
      query={query}
      pending={<LoadingSkeleton label={t('editor.loading')} rows={10} title={{ width: '40%' }} />}
      errorTitle={t('editor.error')}
      retryLabel={t('actions.retry')}
      leavesOnNotFound
    >
      {children}
    </QueryView>
  );
}

function CreateCollection({ packageId }: { packageId: number | null }) {
  const { t } = useTranslation('collection');
  const packages = usePackages();
  return (
    <EditorQuery query={packages}>
      {(subscribed) => (
        <EditorPage
          title={t('editor.createTitle')}
          // A package the school does not subscribe to (an old link, say) is simply not chosen.
          initial={newDraft(subscribed.some((pkg) => pkg.pkgid === packageId) ? packageId : null)}
          packages={subscribed}
          backTo="/collection"
        />
      )}
    </EditorQuery>
  );
}

function EditCollection({ cid, params }: { cid: number; params: { pid?: string; cname?: string } }) {
  const { t } = useTranslation('collection');
  const packages = usePackages();
  const detail = useCollectionDetail(cid);
  return (
    <EditorQuery query={allOf(packages, detail)}>
      {([subscribed, saved]) =>
        isCanonical(params, saved.collection) ? (
          <EditorPage
            cid={cid}
            title={t('editor.editTitle', { name: saved.collection.name })}
            initial={draftOf(saved)}
            packages={subscribed}
            backTo={collectionPath(saved.collection)}
          />
        ) : (
          <Navigate to={collectionEditPath(saved.collection)} replace />
        )
      }
    </EditorQuery>
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
