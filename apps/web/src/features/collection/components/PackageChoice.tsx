import type { ContentPackageSummary } from '@lms/shared';
import { Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldControlProps } from '../../../components/field/Field';

interface PackageChoiceProps {
  control: FieldControlProps;
  packages: ContentPackageSummary[];
  packageId: number | null;
  /** How many materials are picked from the current package; changing it then asks first. */
  picked: number;
  onChange(packageId: number): void;
}

/** The package a collection is built from. Materials come from one package, so changing it clears the list. */
export function PackageChoice({ control, packages, packageId, picked, onChange }: PackageChoiceProps) {
  const { t } = useTranslation('collection');
  const [pending, setPending] = useState<number | null>(null);
  const nameOf = (id: number | null) => packages.find((pkg) => pkg.pkgid === id)?.name ?? '';

  const choose = (next: number) => {
    if (next === packageId) return;
    if (picked > 0) setPending(next);
    else onChange(next);
  };

  return (
    <>
      <Select<number>
        {...control}
        value={packageId ?? undefined}
        placeholder={t('package.placeholder')}
        onChange={choose}
        options={packages.map((pkg) => ({
          value: pkg.pkgid,
          label: t('package.option', { name: pkg.name, books: pkg.books, videos: pkg.videos }),
        }))}
      />
      <Modal
        open={pending !== null}
        title={t('package.changeTitle')}
        okText={t('package.changeConfirm')}
        okButtonProps={{ danger: true }}
        cancelText={t('actions.cancel')}
        onCancel={() => setPending(null)}
        onOk={() => {
          if (pending !== null) onChange(pending);
          setPending(null);
        }}
      >
        <p>{t('package.changeBody', { count: picked, from: nameOf(packageId), to: nameOf(pending) })}</p>
      </Modal>
    </>
  );
}
