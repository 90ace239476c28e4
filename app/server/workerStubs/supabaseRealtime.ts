/**
 * What the worker's build has in place of @supabase/realtime-js (vite.config.ts, workerSupabase): the part
 * supabase-js's client calls whatever the app does, which is its constructor and, on every sign-in, token
 * refresh and sign-out, setAuth. Channels need WebSockets the worker never opens; each of those calls fails
 * loudly rather than doing nothing.
 */

import {notInWorker} from './notInWorker';

type AccessToken = () => Promise<string | null>;

const unavailable = notInWorker('Realtime');

export class RealtimeClient {
  accessToken: AccessToken | null;
  accessTokenValue: string | null = null;
  channel = unavailable;
  getChannels = unavailable;
  removeChannel = unavailable;
  removeAllChannels = unavailable;
  connect = unavailable;
  disconnect = unavailable;

  constructor(_endPoint: string, options?: {accessToken?: AccessToken; params?: object}) {
    this.accessToken = options?.accessToken ?? null;
  }

  /**
   * As realtime-js does: a token given is kept; without one (a sign-out), the client's own callback is asked
   * for the current one, and if that fails the last token stays.
   */
  async setAuth(token: string | null = null) {
    if (token) {
      this.accessTokenValue = token;
      return;
    }
    if (!this.accessToken) return;
    try {
      this.accessTokenValue = await this.accessToken();
    } catch {
      // Kept as it was, as realtime-js keeps it.
    }
  }
}
