/** A part of a Supabase client the worker's build leaves out: calling it fails loudly, naming the client. */
export function notInWorker(client: 'Realtime' | 'Storage'): () => never {
  return () => {
    throw new Error(
      `Supabase ${client} is not in the worker's build (vite.config.ts, workerSupabase)`,
    );
  };
}
