import assert from 'node:assert/strict';
import {supabaseKeysFromEnv} from './keys.ts';

const LEGACY = {SUPABASE_ANON_KEY: 'eyJ.anon.jwt', SUPABASE_SERVICE_ROLE_KEY: 'eyJ.service.jwt'};

Deno.test('supabaseKeysFromEnv prefers the new keys, "default" first', () => {
  assert.deepEqual(
    supabaseKeysFromEnv({
      ...LEGACY,
      SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({web: 'sb_publishable_web', default: 'sb_publishable_main'}),
      SUPABASE_SECRET_KEYS: JSON.stringify({default: 'sb_secret_main'}),
    }),
    {publishable: 'sb_publishable_main', secret: 'sb_secret_main'},
  );
  assert.deepEqual(
    supabaseKeysFromEnv({SUPABASE_PUBLISHABLE_KEYS: '{"web": "sb_publishable_web"}', SUPABASE_SECRET_KEYS: '{"ops": "sb_secret_ops"}'}),
    {publishable: 'sb_publishable_web', secret: 'sb_secret_ops'},
  );
});

Deno.test('supabaseKeysFromEnv falls back to the legacy keys, also for an unreadable dictionary', () => {
  assert.deepEqual(supabaseKeysFromEnv(LEGACY), {publishable: 'eyJ.anon.jwt', secret: 'eyJ.service.jwt'});
  assert.deepEqual(
    supabaseKeysFromEnv({...LEGACY, SUPABASE_PUBLISHABLE_KEYS: 'not json', SUPABASE_SECRET_KEYS: '{}'}),
    {publishable: 'eyJ.anon.jwt', secret: 'eyJ.service.jwt'},
  );
});

Deno.test('supabaseKeysFromEnv is null when a key is missing', () => {
  assert.equal(supabaseKeysFromEnv({}), null);
  assert.equal(supabaseKeysFromEnv({SUPABASE_ANON_KEY: 'eyJ.anon.jwt', SUPABASE_SERVICE_ROLE_KEY: ' '}), null);
  assert.equal(supabaseKeysFromEnv({SUPABASE_PUBLISHABLE_KEYS: '{"default": "sb_publishable_x"}'}), null);
});
