// The local mail catcher: Auth's emails (sign-up confirmation, password recovery) land here instead of in a
// real inbox, as they land in Mailpit under the Supabase CLI (`supabase start`, port 54324). It answers the
// part of Mailpit's API that tests and developers use:
//   GET    /api/v1/messages            newest first; ?start=&limit=
//   GET    /api/v1/message/{ID}        one message with Text and HTML ("latest" for the newest)
//   DELETE /api/v1/messages            all, or {"IDs": [...]}
//   GET    /                           a plain HTML list for a developer's browser
// Messages live in memory only and are capped, so a long test run cannot grow without bound.

import {randomBytes} from 'node:crypto';
import http from 'node:http';
import {readBody, sendJson, send} from './http.mjs';

export const DEFAULT_MAIL_PORT = 54324;
const MAX_MESSAGES = 500;
const SENDER = {Name: 'Supabase Auth', Address: 'admin@email.com'};

/**
 * @typedef {object} CaughtMessage
 * @property {string} ID
 * @property {string} MessageID
 * @property {boolean} Read
 * @property {{Name: string, Address: string}} From
 * @property {{Name: string, Address: string}[]} To
 * @property {string} Subject
 * @property {string} Created ISO date
 * @property {string} Text
 * @property {string} HTML
 */

/** Mailpit's IDs are 22-character base62-ish strings; any unique URL-safe string does. */
const newId = () => randomBytes(16).toString('base64url').slice(0, 22);

/** @param {string} html */
function htmlToText(html) {
  return html
    .replace(/<a [^>]*href="([^"]*)"[^>]*>([^<]*)<\/a>/g, '$2 ( $1 )')
    .replace(/<\/(p|h\d|div)>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** @param {CaughtMessage} message */
function summary(message) {
  return {
    ID: message.ID,
    MessageID: message.MessageID,
    Read: message.Read,
    From: message.From,
    To: message.To,
    Cc: [],
    Bcc: [],
    ReplyTo: [],
    Subject: message.Subject,
    Created: message.Created,
    Tags: [],
    Size: Buffer.byteLength(message.HTML) + Buffer.byteLength(message.Text),
    Attachments: 0,
    Snippet: message.Text.replace(/\s+/g, ' ').slice(0, 250),
  };
}

/** @param {string} value */
const escapeHtml = (value) =>
  value.replace(/[&<>"]/g, (c) => ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;'})[c] ?? c);

export function createMailbox() {
  /** @type {CaughtMessage[]} newest last */
  const messages = [];
  return {
    /**
     * Stores one email, as Auth's SMTP client would hand it to Mailpit.
     * @param {{to: string, subject: string, html: string}} email
     */
    deliver({to, subject, html}) {
      const id = newId();
      messages.push({
        ID: id,
        MessageID: `${id}@local.supabase`,
        Read: false,
        From: SENDER,
        To: [{Name: '', Address: to}],
        Subject: subject,
        Created: new Date().toISOString(),
        Text: htmlToText(html),
        HTML: html,
      });
      if (messages.length > MAX_MESSAGES) messages.splice(0, messages.length - MAX_MESSAGES);
      return id;
    },
    /** Newest first. */
    list() {
      return [...messages].reverse();
    },
    /** @param {string} id */
    get(id) {
      if (id === 'latest') return messages.at(-1) ?? null;
      return messages.find((message) => message.ID === id) ?? null;
    },
    /** @param {string[] | null} ids null deletes everything */
    delete(ids) {
      if (!ids) {
        messages.length = 0;
        return;
      }
      for (let i = messages.length - 1; i >= 0; i -= 1) {
        if (ids.includes(/** @type {CaughtMessage} */ (messages[i]).ID)) messages.splice(i, 1);
      }
    },
  };
}

/** @typedef {ReturnType<typeof createMailbox>} Mailbox */

/**
 * Serves a mailbox over Mailpit's HTTP API on a loopback address.
 * @param {Mailbox} mailbox
 * @param {{port?: number, host?: string}} [options]
 */
export async function startMailCatcher(mailbox, {port = DEFAULT_MAIL_PORT, host = '127.0.0.1'} = {}) {
  const server = http.createServer((req, res) => {
    res.shouldKeepAlive = false;
    route(req, res).catch((error) => {
      console.error('[mail-catcher] unexpected error', error);
      sendJson(res, 500, {error: 'Internal error in the local mail catcher'});
    });
  });

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   */
  async function route(req, res) {
    const url = new URL(req.url ?? '/', 'http://mail.local');
    const method = (req.method ?? 'GET').toUpperCase();
    if (method === 'GET' && url.pathname === '/api/v1/messages') {
      const all = mailbox.list();
      const start = Math.max(0, Number(url.searchParams.get('start') ?? 0) || 0);
      const limit = Math.max(1, Number(url.searchParams.get('limit') ?? 50) || 50);
      const page = all.slice(start, start + limit);
      return sendJson(res, 200, {
        total: all.length,
        unread: all.filter((message) => !message.Read).length,
        count: page.length,
        messages_count: all.length,
        messages_unread: all.filter((message) => !message.Read).length,
        start,
        tags: [],
        messages: page.map(summary),
      });
    }
    if (method === 'DELETE' && url.pathname === '/api/v1/messages') {
      const text = (await readBody(req)).toString('utf8').trim();
      let ids = null;
      if (text) {
        const parsed = JSON.parse(text);
        if (Array.isArray(parsed?.IDs) && parsed.IDs.length > 0) ids = parsed.IDs.map(String);
      }
      mailbox.delete(ids);
      return send(res, 200, {'Content-Type': 'text/plain'}, 'ok');
    }
    const one = /^\/api\/v1\/message\/([A-Za-z0-9_-]+)$/.exec(url.pathname);
    if (method === 'GET' && one) {
      const message = mailbox.get(/** @type {string} */ (one[1]));
      if (!message) return send(res, 404, {'Content-Type': 'text/plain'}, 'message not found');
      message.Read = true;
      const {Created, ...rest} = message;
      return sendJson(res, 200, {
        ...rest,
        ...summary(message),
        ReturnPath: SENDER.Address,
        Date: Created,
        Text: message.Text,
        HTML: message.HTML,
        Inline: [],
        Attachments: [],
      });
    }
    if (method === 'GET' && url.pathname === '/') {
      const rows = mailbox
        .list()
        .map(
          (message) =>
            `<li><strong>${escapeHtml(message.Subject)}</strong> to ${escapeHtml(message.To[0]?.Address ?? '')} (${message.Created})<div>${message.HTML}</div></li>`,
        )
        .join('');
      return send(
        res,
        200,
        {'Content-Type': 'text/html; charset=utf-8'},
        `<!doctype html><title>Local mail</title><h1>Local mail</h1><ul>${rows || '<li>No messages</li>'}</ul>`,
      );
    }
    return send(res, 404, {'Content-Type': 'text/plain'}, 'not found');
  }

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(undefined);
    });
  });
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `http://${host}:${address.port}`,
    port: address.port,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve(undefined));
        server.closeAllConnections();
      }),
  };
}
