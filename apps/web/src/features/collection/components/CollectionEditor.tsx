import { AppstoreAddOutlined, InboxOutlined, SaveOutlined } from '@ant-design/icons';
import { arrayMove } from '@dnd-kit/sortable';
import {
  APPLICABLE_COURSES,
  type ApplicableCourse,
  COLLECTION_LIMITS,
  type ContentPackageSummary,
  collectionProblem,
  type ErrorCode,
  type ResourceSummary,
} from '@lms/shared';
import { Button, Input, Select } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import editor from '../../../components/editor/Editor.module.css';
import { EditorFooter } from '../../../components/editor/EditorFooter';
import { EditorForm } from '../../../components/editor/EditorForm';
import { Field } from '../../../components/field/Field';
import { useFirstError } from '../../../components/form/use-first-error';
import { LeaveDialog } from '../../../components/leave-dialog/LeaveDialog';
import { Panel } from '../../../components/panel/Panel';
import { StatePanel } from '../../../components/state-panel/StatePanel';
import { showToast } from '../../../components/toast/toast-store';
import { failureCode } from '../../../lib/request-failure';
import { useLeaveGuard } from '../../../lib/use-leave-guard';
import { useCreateCollection } from '../api/create-collection';
import { useEditCollection } from '../api/edit-collection';
import { bodyOf, type CollectionDraft, idsOf, sameDraft } from '../collection-draft';
import { collectionPath } from '../collection-paths';
import { applicableCourseLabel } from './ApplicableCourseTag';
import { ChosenMaterials } from './ChosenMaterials';
import { PackageChoice } from './PackageChoice';

/** What the page's material picker needs to know and may do. */
export interface PickerSlot {
  packageId: number;
  chosen: ReadonlySet<number>;
  onAdd(resources: ResourceSummary[]): void;
}

interface CollectionEditorProps {
  /** The collection being edited; absent when a new one is made. */
  cid?: number;
  initial: CollectionDraft;
  packages: ContentPackageSummary[];
  /**
   * How resources look and are picked belongs to the library; the page that shows the editor
   * supplies both, so this form only deals with the collection itself.
   */
  renderPicker(slot: PickerSlot): ReactNode;
  renderMaterial(resource: ResourceSummary): ReactNode;
  /** Where Cancel goes. */
  backTo: string;
}

/** Creates or edits a collection: its package, details and materials in order. */
export function CollectionEditor({
  cid,
  initial,
  packages,
  renderPicker,
  renderMaterial,
  backTo,
}: CollectionEditorProps) {
  const { t } = useTranslation(['collection', 'course']);
  const { t: tError } = useTranslation('errors');
  const navigate = useNavigate();
  const create = useCreateCollection();
  const edit = useEditCollection();
  const [draft, setDraft] = useState(initial);
  const [saved, setSaved] = useState(initial);
  const [attempted, setAttempted] = useState(false);
  const [refusal, setRefusal] = useState<ErrorCode | null>(null);
  const firstError = useFirstError();
  const dirty = !sameDraft(draft, saved);
  const guard = useLeaveGuard(dirty);
  const { release } = guard;
  const saving = create.isPending || edit.isPending;

  const ids = idsOf(draft);
  // Rules are checked as the teacher fixes them once a save was tried; the server's answer
  // for the same rules shows in the same place.
  const problem = (attempted ? collectionProblem({ name: draft.name, resourceids: ids }) : null) ?? refusal;
  const nameError = problem === 'collection.name_invalid' ? tError(problem) : null;
  const materialsError = problem === 'collection.needs_resource' ? tError(problem) : null;
  const otherError = problem && !nameError && !materialsError ? tError(problem) : null;

  const change = (changes: Partial<CollectionDraft>) => {
    setDraft((current) => ({ ...current, ...changes }));
    setRefusal(null);
  };

  /** Saves the draft; answers the collection's id, or null when a rule or the server refused. */
  const save = async (): Promise<number | null> => {
    setAttempted(true);
    const pkgid = draft.pkgid;
    const problem = collectionProblem({ name: draft.name, resourceids: ids });
    if (pkgid === null || problem) {
      firstError.reveal();
      return null;
    }
    try {
      const body = bodyOf({ ...draft, pkgid });
      const savedCid = cid === undefined ? await create.mutateAsync(body) : await edit.mutateAsync({ cid, body });
      setSaved(draft);
      showToast(t('editor.saved', { name: body.name }), 'success');
      return savedCid;
    } catch (error) {
      setRefusal(failureCode(error));
      firstError.reveal();
      return null;
    }
  };

  const submit = async () => {
    const savedCid = await save();
    if (savedCid === null || draft.pkgid === null) return;
    release();
    navigate(collectionPath({ cid: savedCid, pkgid: draft.pkgid, name: draft.name.trim() }));
  };

  const packageName = packages.find((pkg) => pkg.pkgid === draft.pkgid)?.name ?? '';

  return (
    <EditorForm formRef={firstError.ref} onSave={() => void submit()}>
      <Panel id="collection-details" title={t('editor.details')}>
        <div className={editor.fields}>
          <Field id="collection-package" label={t('fields.package')}>
            {(control) => (
              <PackageChoice
                control={control}
                packages={packages}
                packageId={draft.pkgid}
                picked={draft.materials.length}
                onChange={(pkgid) => change({ pkgid, materials: [] })}
              />
            )}
          </Field>
          <Field id="collection-applicable" label={t('fields.applicable')}>
            {(control) => (
              <Select<ApplicableCourse>
                {...control}
                value={draft.applicable_course}
                onChange={(applicable_course) => change({ applicable_course })}
                options={APPLICABLE_COURSES.map((value) => ({ value, label: applicableCourseLabel(t, value) }))}
              />
            )}
          </Field>
          <div className={editor.wide}>
            <Field id="collection-name" label={t('fields.name')} error={nameError}>
              {(control) => (
                <Input
                  {...control}
                  value={draft.name}
                  maxLength={COLLECTION_LIMITS.nameMax}
                  showCount
                  onChange={(event) => change({ name: event.target.value })}
                />
              )}
            </Field>
          </div>
          <div className={editor.wide}>
            <Field id="collection-description" label={t('fields.description')}>
              {(control) => (
                <Input.TextArea
                  {...control}
                  value={draft.description}
                  maxLength={COLLECTION_LIMITS.descriptionMax}
                  showCount
                  autoSize={{ minRows: 2, maxRows: 5 }}
                  onChange={(event) => change({ description: event.target.value })}
                />
              )}
            </Field>
          </div>
        </div>
      </Panel>

      <div className={editor.columns}>
        <Panel
          id="collection-picker"
          title={t('editor.pickerTitle')}
          description={packageName ? t('editor.pickerFrom', { name: packageName }) : undefined}
        >
          {draft.pkgid === null ? (
            <StatePanel icon={<InboxOutlined />} title={t('editor.noPackageTitle')}>
              {t('editor.noPackageBody')}
            </StatePanel>
          ) : (
            renderPicker({
              packageId: draft.pkgid,
              chosen: new Set(ids),
              onAdd: (resources) =>
                change({
                  materials: [
                    ...draft.materials,
                    ...resources.filter((resource) => !ids.includes(resource.resourceid)),
                  ],
                }),
            })
          )}
        </Panel>
        <Panel id="collection-chosen" title={t('editor.chosenTitle', { count: ids.length })}>
          {materialsError && (
            <p id="collection-materials-error" className={editor.error} role="alert" data-form-error>
              {materialsError}
            </p>
          )}
          {draft.materials.length === 0 ? (
            <StatePanel icon={<AppstoreAddOutlined />} title={t('editor.noMaterialsTitle')}>
              {t('editor.noMaterialsBody')}
            </StatePanel>
          ) : (
            <ChosenMaterials
              materials={draft.materials}
              onMove={(from, to) => change({ materials: arrayMove(draft.materials, from, to) })}
              onRemove={(resource) =>
                change({ materials: draft.materials.filter((m) => m.resourceid !== resource.resourceid) })
              }
              renderMaterial={renderMaterial}
            />
          )}
        </Panel>
      </div>

      {/* Refusals other than a field's are said beside the Save button, where the teacher is looking. */}
      <EditorFooter failure={otherError} unsaved={dirty ? t('editor.unsaved') : null}>
        <Button onClick={() => navigate(backTo)}>{t('actions.cancel')}</Button>
        <Button type="primary" htmlType="submit" icon={<SaveOutlined aria-hidden />} loading={saving}>
          {t('actions.save')}
        </Button>
      </EditorFooter>

      <LeaveDialog guard={guard} saving={saving} body={t('leave.body')} save={save} />
    </EditorForm>
  );
}
