import { join } from 'node:path'
import type { Config } from '../config.ts'
import { createDiskStorage } from './disk-storage.ts'
import { createS3Storage } from './s3-storage.ts'
import type { Storage } from './storage.ts'

/** An S3-compatible bucket when S3_BUCKET is set, otherwise DATA_DIR/uploads. */
export function createStorage(config: Pick<Config, 'dataDir' | 's3'>): Storage {
	return config.s3 ? createS3Storage(config.s3) : createDiskStorage(join(config.dataDir, 'uploads'))
}
