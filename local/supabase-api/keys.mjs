// The Supabase CLI's well-known local demo credentials (identical in every `supabase start`). They sign
// nothing but local data; never use them for a hosted project.
export const JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

export const ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

export const SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

// The CLI's local defaults in Supabase's newer key format (`supabase status` prints them). Hosted projects
// issue keys like these; the gateway turns a publishable key into the anon role and a secret key into
// service_role. Public values, local only, like the JWTs above.
export const PUBLISHABLE_KEY = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH';
export const SECRET_KEY = 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz';

export const DEFAULT_PORT = 54321;

/** The API roles PostgREST may switch to; anything else in a JWT's `role` claim is refused. */
export const API_ROLES = Object.freeze(['anon', 'authenticated', 'service_role']);
