import { join } from 'node:path';
import type { Config } from '../../config.js';
import type { FileStore } from './file-store.js';
import { createFolderStore } from './folder-store.js';
import { createS3Store } from './s3-store.js';

/** The configured file store: the S3-compatible bucket when `S3_*` name one, else the folder `DATA_DIR/recordings`. */
export function createFileStore(config: Pick<Config, 'dataDir' | 's3'>): FileStore {
  return config.s3 ? createS3Store(config.s3) : createFolderStore(join(config.dataDir, 'recordings'));
}
