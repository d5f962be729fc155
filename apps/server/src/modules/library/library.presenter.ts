import {
  type CollectionSummary,
  type ContentPackageSummary,
  collectionColid,
  type LibraryChoice,
  packageColid,
} from '@lms/shared';

export function toPackageChoice(p: ContentPackageSummary): LibraryChoice {
  return {
    colid: packageColid(p.pkgid),
    kind: 'package',
    name: p.name,
    description: p.description,
    pkgid: p.pkgid,
    package_name: p.name,
    count: p.count,
  };
}

export function toCollectionChoice(c: CollectionSummary): LibraryChoice {
  return {
    colid: collectionColid(c.cid),
    kind: 'collection',
    name: c.name,
    description: c.description,
    pkgid: c.pkgid,
    package_name: c.package_name,
    count: c.count,
  };
}
