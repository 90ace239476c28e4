/**
 * What the worker's build has in place of @supabase/storage-js (vite.config.ts, workerSupabaseStubs):
 * supabase-js's client makes a Storage client for every request, and the worker keeps no files in Supabase
 * Storage. Making one costs nothing; using it fails loudly.
 */

const unavailable = (): never => {
  throw new Error(
    "Supabase Storage is not in the worker's build (vite.config.ts, workerSupabaseStubs)",
  );
};

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
