/**
 * What the worker's build has in place of @supabase/storage-js (vite.config.ts, workerSupabase):
 * supabase-js's client makes a Storage client for every request, and the worker keeps no files in Supabase
 * Storage. Making one costs nothing; using it fails loudly.
 */

import {notInWorker} from './notInWorker';

const unavailable = notInWorker('Storage');

/** supabase-js re-exports it; nothing in the worker can raise it. */
export class StorageApiError extends Error {}

export class StorageClient {
  from = unavailable;
  listBuckets = unavailable;
  getBucket = unavailable;
  createBucket = unavailable;
  updateBucket = unavailable;
  emptyBucket = unavailable;
  deleteBucket = unavailable;
}
