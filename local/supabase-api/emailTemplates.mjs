// Auth's email templates as a Supabase project gets them: declared in supabase/config.toml
// ([auth.email.template.<kind>] with `subject` and `content_path`) and rendered as GoTrue renders them.
//
// What this follows (read from the Supabase CLI and GoTrue sources, not copied):
// - The CLI resolves an email template's `content_path` against the repository directory (the parent of
//   supabase/, unlike every other path in config.toml) and refuses to load the config when the file cannot
//   be read (the pinned CLI 3.1.0 says "Invalid config for auth.email.template.<kind>.content_path: ENOENT:
//   no such file or directory, open '<path>'"). This stand-in refuses to start the same way.
// - GoTrue parses subject and body with Go's html/template and executes them with a map holding exactly
//   SiteURL, ConfirmationURL, Email, Token, TokenHash, Data and RedirectTo (confirmation and recovery). A
//   name the map lacks renders as nothing, silently: a misspelt `{{ .TokenHash }}` sends a link without a
//   token. `unknownVariables` lists such names so tests and the stack can say so.
// - A template that does not parse is not an error for GoTrue: it falls back to its default template for
//   that kind. An error while executing (a field of a string, say) fails the send, and the request that
//   asked for the email answers 500 "Error sending confirmation email" / "Error sending recovery email".
// - html/template escapes each value for where it stands: HTML-escaped in text and attributes; in a URL
//   attribute a value at the start is checked for a safe scheme (else `#ZgotmplZ`) and normalised, and a
//   value in the query is percent-encoded whole. The template's own text is never changed.
// Only the part of the template language these templates need is implemented: fields, `if`/`else`/`end`
// and `eq`; anything else is refused when the config is read, so a template never renders here one way and
// at Supabase another.

import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';

/** The variables GoTrue hands a confirmation or recovery template (templatemailer: ConfirmationMail, RecoveryMail). */
export const GOTRUE_TEMPLATE_VARIABLES = Object.freeze([
  'SiteURL',
  'ConfirmationURL',
  'Email',
  'Token',
  'TokenHash',
  'Data',
  'RedirectTo',
]);

/** The template kinds this stand-in sends, by config.toml's names. */
export const TEMPLATE_KINDS = Object.freeze(['confirmation', 'recovery']);

export class TemplateParseError extends Error {}
export class TemplateExecError extends Error {}

// ---------------------------------------------------------------------------------------------------
// config.toml: the few settings Auth's emails read.

/**
 * A TOML value of the kinds config.toml uses here: a basic or literal string, a boolean, a number or an
 * array of those (over several lines).
 * @param {string} text
 */
function parseTomlValue(text) {
  const value = text.trim();
  if (value.startsWith('[')) {
    /** @type {unknown[]} */
    const items = [];
    const inner = value.slice(1, value.lastIndexOf(']'));
    const pattern = /"((?:[^"\\]|\\.)*)"|'([^']*)'|(true|false|-?\d+(?:\.\d+)?)/g;
    for (const match of inner.matchAll(pattern)) {
      items.push(
        match[1] !== undefined
          ? unescapeBasic(match[1])
          : (match[2] ?? parseTomlValue(match[3] ?? '')),
      );
    }
    return items;
  }
  const basic = /^"((?:[^"\\]|\\.)*)"$/.exec(value);
  if (basic) return unescapeBasic(basic[1] ?? '');
  const literal = /^'([^']*)'$/.exec(value);
  if (literal) return literal[1];
  if (value === 'true' || value === 'false') return value === 'true';
  if (/^-?\d+(?:\.\d+)?$/.test(value)) return Number(value);
  throw new Error(`unsupported TOML value: ${value}`);
}

/** @param {string} text */
function unescapeBasic(text) {
  return text.replace(/\\(u[0-9a-fA-F]{4}|["\\bfnrt])/g, (_all, code) => {
    if (code.startsWith('u')) return String.fromCharCode(Number.parseInt(code.slice(1), 16));
    return (
      /** @type {Record<string, string>} */ ({
        '"': '"',
        '\\': '\\',
        b: '\b',
        f: '\f',
        n: '\n',
        r: '\r',
        t: '\t',
      })[code] ?? code
    );
  });
}

/** Drops a `#` comment that is not inside a string. @param {string} line */
function withoutComment(line) {
  let quote = '';
  for (let i = 0; i < line.length; i += 1) {
    const c = line[i];
    if (quote) {
      if (c === '\\' && quote === '"') i += 1;
      else if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '#') return line.slice(0, i);
  }
  return line;
}

/**
 * Reads config.toml into `{'table.name': {key: value}}`: tables and `key = value` lines, with arrays that
 * span lines. Enough for the settings below; the Supabase CLI itself checks the whole file in the tests.
 * @param {string} text
 * @returns {Record<string, Record<string, unknown>>}
 */
export function parseConfigToml(text) {
  /** @type {Record<string, Record<string, unknown>>} */
  const tables = {'': {}};
  let table = '';
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i += 1) {
    const line = withoutComment(lines[i] ?? '').trim();
    if (!line) continue;
    const header = /^\[([^\]]+)\]$/.exec(line);
    if (header) {
      table = (header[1] ?? '')
        .split('.')
        .map((part) => part.trim().replace(/^"|"$/g, ''))
        .join('.');
      tables[table] ??= {};
      continue;
    }
    const setting = /^([A-Za-z0-9_-]+)\s*=\s*(.*)$/.exec(line);
    if (!setting) throw new Error(`config.toml line ${i + 1}: cannot read "${line}"`);
    let value = setting[2] ?? '';
    if (value.startsWith('[')) {
      while (!/\]\s*,?\s*$/.test(value) && i + 1 < lines.length) {
        i += 1;
        value += ` ${withoutComment(lines[i] ?? '').trim()}`;
      }
    }
    /** @type {Record<string, unknown>} */ (tables[table])[setting[1] ?? ''] =
      parseTomlValue(value);
  }
  return tables;
}

/**
 * @typedef {object} EmailTemplate
 * @property {string | null} subject the subject template, null for GoTrue's default
 * @property {string | null} content the body template, null for GoTrue's default
 * @property {string | null} contentPath the file it came from, as the CLI resolves it
 */

/**
 * @typedef {object} AuthEmailConfig
 * @property {string | null} siteUrl `[auth] site_url`
 * @property {string[]} additionalRedirectUrls `[auth] additional_redirect_urls`
 * @property {Record<string, EmailTemplate>} templates by kind (`confirmation`, `recovery`, ...)
 */

/**
 * What Auth's emails need from supabase/config.toml: the site URL, the redirect allow-list and each
 * declared template, read from its file. Throws as the CLI refuses: for a file it cannot read, and (here
 * only) for a template using something this stand-in cannot render as GoTrue would.
 * @param {string} supabaseDir
 * @returns {AuthEmailConfig}
 */
export function readAuthEmailConfig(supabaseDir) {
  const file = path.join(supabaseDir, 'config.toml');
  if (!existsSync(file)) return {siteUrl: null, additionalRedirectUrls: [], templates: {}};
  const tables = parseConfigToml(readFileSync(file, 'utf8'));
  const auth = tables.auth ?? {};
  /** @type {Record<string, EmailTemplate>} */
  const templates = {};
  const prefix = 'auth.email.template.';
  for (const [name, settings] of Object.entries(tables)) {
    if (!name.startsWith(prefix)) continue;
    const kind = name.slice(prefix.length);
    const subject = typeof settings.subject === 'string' ? settings.subject : null;
    let content = null;
    let contentPath = null;
    if (typeof settings.content === 'string') {
      throw new Error(
        `Invalid config for auth.email.template.${kind}.content: please use content_path instead`,
      );
    }
    if (typeof settings.content_path === 'string' && settings.content_path !== '') {
      // The CLI's one exception: email template paths are relative to the repository, not to supabase/.
      contentPath = path.resolve(path.dirname(supabaseDir), settings.content_path);
      if (!existsSync(contentPath)) {
        throw new Error(
          `Invalid config for auth.email.template.${kind}.content_path: ENOENT: no such file or directory, open '${contentPath}'`,
        );
      }
      content = readFileSync(contentPath, 'utf8');
    }
    for (const source of [subject, content]) {
      if (source === null) continue;
      try {
        parseGoTemplate(source);
      } catch (error) {
        if (error instanceof UnsupportedTemplateError) {
          throw new Error(`auth.email.template.${kind}: ${error.message}`);
        }
        // A template GoTrue cannot parse is sent as its default: rendered so at send time, as GoTrue does.
      }
    }
    templates[kind] = {subject, content, contentPath};
  }
  return {
    siteUrl: typeof auth.site_url === 'string' ? auth.site_url : null,
    additionalRedirectUrls: Array.isArray(auth.additional_redirect_urls)
      ? auth.additional_redirect_urls.filter((url) => typeof url === 'string')
      : [],
    templates,
  };
}

// ---------------------------------------------------------------------------------------------------
// Go's template language, the part these templates use.

class UnsupportedTemplateError extends Error {}

/**
 * @typedef {{kind: 'field', path: string[]} | {kind: 'string', value: string}} Operand
 * @typedef {{kind: 'value', operand: Operand} | {kind: 'eq', left: Operand, right: Operand}} Pipeline
 * @typedef {{kind: 'text', text: string}
 *   | {kind: 'action', pipeline: Pipeline}
 *   | {kind: 'if', pipeline: Pipeline, then: Node[], otherwise: Node[]}} Node
 */

const BUILTIN_FUNCTIONS = new Set([
  'and',
  'call',
  'html',
  'index',
  'slice',
  'js',
  'len',
  'not',
  'or',
  'print',
  'printf',
  'println',
  'urlquery',
  'eq',
  'ge',
  'gt',
  'le',
  'lt',
  'ne',
]);

/** @param {string} token */
function operandOf(token) {
  if (/^(\.[A-Za-z_][A-Za-z0-9_]*)+$/.test(token)) {
    return /** @type {Operand} */ ({kind: 'field', path: token.slice(1).split('.')});
  }
  const string = /^"((?:[^"\\]|\\.)*)"$/.exec(token);
  if (string)
    return /** @type {Operand} */ ({kind: 'string', value: unescapeBasic(string[1] ?? '')});
  if (token === '.')
    throw new UnsupportedTemplateError(
      '`{{ . }}` (the whole data map) is not rendered by the local stand-in',
    );
  if (/^\$/.test(token))
    throw new UnsupportedTemplateError(
      `template variables (${token}) are not rendered by the local stand-in`,
    );
  if (/^[A-Za-z_][A-Za-z0-9_]*$/.test(token) && !BUILTIN_FUNCTIONS.has(token)) {
    throw new TemplateParseError(`function "${token}" not defined`);
  }
  throw new UnsupportedTemplateError(`"${token}" is not rendered by the local stand-in`);
}

/** @param {string} source */
function pipelineOf(source) {
  const tokens = source.match(/"(?:[^"\\]|\\.)*"|[^\s]+/g) ?? [];
  if (tokens.length === 0) throw new TemplateParseError('missing value for command');
  if (tokens[0] === 'eq') {
    if (tokens.length !== 3)
      throw new UnsupportedTemplateError('`eq` takes exactly two values in the local stand-in');
    return /** @type {Pipeline} */ ({
      kind: 'eq',
      left: operandOf(tokens[1] ?? ''),
      right: operandOf(tokens[2] ?? ''),
    });
  }
  if (tokens.length !== 1 || tokens.includes('|')) {
    const name = tokens[0] ?? '';
    if (/^[A-Za-z_]/.test(name) && !BUILTIN_FUNCTIONS.has(name))
      throw new TemplateParseError(`function "${name}" not defined`);
    throw new UnsupportedTemplateError(`"${source.trim()}" is not rendered by the local stand-in`);
  }
  return /** @type {Pipeline} */ ({kind: 'value', operand: operandOf(tokens[0] ?? '')});
}

/**
 * Parses a template as Go's text/template parser would, for the subset above. Throws TemplateParseError
 * where Go's parser fails (an unclosed action, an unknown function, an `if` without `end`, ...).
 * @param {string} source
 * @returns {Node[]}
 */
export function parseGoTemplate(source) {
  /** @type {Node[]} */
  const root = [];
  /** @type {{node: Extract<Node, {kind: 'if'}>, inElse: boolean}[]} */
  const open = [];
  const current = () => {
    const top = open.at(-1);
    if (!top) return root;
    return top.inElse ? top.node.otherwise : top.node.then;
  };
  let rest = source;
  let trimNextText = false;
  while (rest.length > 0) {
    const start = rest.indexOf('{{');
    let text = start === -1 ? rest : rest.slice(0, start);
    if (trimNextText) text = text.replace(/^\s+/, '');
    trimNextText = false;
    if (start === -1) {
      if (text) current().push({kind: 'text', text});
      break;
    }
    let body = rest.slice(start + 2);
    if (/^-\s/.test(body)) {
      text = text.replace(/\s+$/, '');
      body = body.slice(1);
    }
    if (text) current().push({kind: 'text', text});
    const end = body.indexOf('}}');
    if (end === -1) throw new TemplateParseError('unclosed action');
    let action = body.slice(0, end);
    rest = body.slice(end + 2);
    if (/\s-$/.test(action)) {
      action = action.slice(0, -1);
      trimNextText = true;
    }
    action = action.trim();
    if (action.startsWith('/*')) {
      if (!action.endsWith('*/')) throw new TemplateParseError('unclosed comment');
      continue;
    }
    const [keyword = '', ...args] = action.split(/\s+/);
    const argText = action.slice(keyword.length).trim();
    if (keyword === 'if') {
      /** @type {Extract<Node, {kind: 'if'}>} */
      const node = {kind: 'if', pipeline: pipelineOf(argText), then: [], otherwise: []};
      current().push(node);
      open.push({node, inElse: false});
    } else if (keyword === 'else') {
      const top = open.at(-1);
      if (!top || top.inElse) throw new TemplateParseError('unexpected {{else}}');
      if (args.length > 0)
        throw new UnsupportedTemplateError('`else if` is not rendered by the local stand-in');
      top.inElse = true;
    } else if (keyword === 'end') {
      if (!open.pop()) throw new TemplateParseError('unexpected {{end}}');
    } else if (
      ['range', 'with', 'define', 'template', 'block', 'break', 'continue'].includes(keyword)
    ) {
      throw new UnsupportedTemplateError(`{{${keyword}}} is not rendered by the local stand-in`);
    } else {
      current().push({kind: 'action', pipeline: pipelineOf(action)});
    }
  }
  if (open.length > 0) throw new TemplateParseError('unexpected EOF: {{if}} without {{end}}');
  return root;
}

/**
 * Every field a template reads (its first name: `.Data.name` reads Data).
 * @param {Node[]} nodes
 * @returns {string[]}
 */
function fieldsRead(nodes) {
  /** @type {string[]} */
  const names = [];
  /** @param {Operand} operand */
  const add = (operand) => {
    if (operand.kind === 'field' && operand.path[0]) names.push(operand.path[0]);
  };
  /** @param {Pipeline} pipeline */
  const addPipeline = (pipeline) => {
    if (pipeline.kind === 'eq') {
      add(pipeline.left);
      add(pipeline.right);
    } else add(pipeline.operand);
  };
  for (const node of nodes) {
    if (node.kind === 'action') addPipeline(node.pipeline);
    if (node.kind === 'if') {
      addPipeline(node.pipeline);
      names.push(...fieldsRead(node.then), ...fieldsRead(node.otherwise));
    }
  }
  return names;
}

/**
 * The names a template reads that GoTrue does not give it: each renders as nothing at Supabase.
 * @param {string} source
 */
export function unknownVariables(source) {
  const known = new Set(GOTRUE_TEMPLATE_VARIABLES);
  return [...new Set(fieldsRead(parseGoTemplate(source)))].filter((name) => !known.has(name));
}

// ---------------------------------------------------------------------------------------------------
// Executing, with html/template's escaping.

/**
 * Where the output stands, from the template's own text (never from the values), as html/template
 * decides it: in text, in a tag, or in an attribute value (a URL attribute's start, path or query).
 * @typedef {{state: 'text' | 'tag' | 'attr', quote: string, url: boolean, urlPart: 'start' | 'path' | 'query'}} Context
 */

const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'action',
  'formaction',
  'cite',
  'poster',
  'background',
]);

/** @param {Context} context @param {string} text @returns {Context} */
function advance(context, text) {
  let c = {...context};
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (c.state === 'text') {
      if (ch === '<' && /[A-Za-z/]/.test(text[i + 1] ?? '')) c = {...c, state: 'tag'};
    } else if (c.state === 'tag') {
      if (ch === '>') c = {...c, state: 'text'};
      else if (ch === '=') {
        const name = /([A-Za-z-]+)\s*$/.exec(text.slice(0, i))?.[1]?.toLowerCase() ?? '';
        const quote = /^\s*(["'])/.exec(text.slice(i + 1));
        if (quote) i += quote[0]?.length ?? 0;
        c = {
          state: 'attr',
          quote: quote?.[1] ?? ' ',
          url: URL_ATTRIBUTES.has(name),
          urlPart: 'start',
        };
      }
    } else if (c.state === 'attr') {
      if (ch === c.quote || (c.quote === ' ' && (ch === ' ' || ch === '>'))) {
        c = {...c, state: ch === '>' ? 'text' : 'tag', url: false};
      } else if (c.url) {
        if (ch === '?' || ch === '#') c = {...c, urlPart: 'query'};
        else if (c.urlPart === 'start') c = {...c, urlPart: 'path'};
      }
    }
  }
  return c;
}

/** html/template's HTML escaper (text and attribute values). @param {string} value */
const escapeHtml = (value) =>
  value.replace(/[\0"&'+<>]/g, (ch) =>
    ch === '\0'
      ? '\uFFFD'
      : (/** @type {Record<string, string>} */ ({
          '"': '&#34;',
          '&': '&amp;',
          "'": '&#39;',
          '+': '&#43;',
          '<': '&lt;',
          '>': '&gt;',
        })[ch] ?? ch),
  );

const UNRESERVED = /[A-Za-z0-9\-._~]/;
const RESERVED = /[!#$&*+,/:;=?@[\]']/;

/** Percent-encodes the UTF-8 bytes of `value`, keeping what `keep` accepts. */
function percentEncode(/** @type {string} */ value, /** @type {(ch: string) => boolean} */ keep) {
  let out = '';
  for (const ch of value) {
    if (ch.length === 1 && ch.charCodeAt(0) < 0x80 && keep(ch)) out += ch;
    else
      for (const byte of Buffer.from(ch, 'utf8'))
        out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** @param {unknown} value @param {Context} context */
function escapeValue(value, context) {
  const text =
    value === null || value === undefined
      ? ''
      : typeof value === 'object'
        ? goMapString(value)
        : String(value);
  if (context.state !== 'attr' || !context.url) return escapeHtml(text);
  if (context.urlPart === 'query')
    return escapeHtml(percentEncode(text, (ch) => UNRESERVED.test(ch)));
  let checked = text;
  if (context.urlPart === 'start') {
    const scheme = /^([^:/?#]*):/.exec(text)?.[1]?.toLowerCase();
    if (scheme !== undefined && !['http', 'https', 'mailto'].includes(scheme))
      checked = '#ZgotmplZ';
  }
  return escapeHtml(
    percentEncode(checked, (ch) => UNRESERVED.test(ch) || RESERVED.test(ch) || ch === '%'),
  );
}

/** How Go prints a map: `map[key:value ...]`, keys sorted. @param {object} value */
function goMapString(value) {
  const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1));
  return `map[${entries.map(([k, v]) => `${k}:${v !== null && typeof v === 'object' ? goMapString(v) : String(v)}`).join(' ')}]`;
}

/** @param {Operand} operand @param {Record<string, unknown>} data */
function evaluate(operand, data) {
  if (operand.kind === 'string') return operand.value;
  /** @type {unknown} */
  let value = data;
  let present = true;
  for (const name of operand.path) {
    if (!present) return undefined;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      present = Object.hasOwn(value, name);
      value = present ? /** @type {Record<string, unknown>} */ (value)[name] : undefined;
    } else if (value === null) {
      throw new TemplateExecError(`nil pointer evaluating interface {}.${name}`);
    } else {
      // As Go says it for a field of a string, a number or a bool.
      throw new TemplateExecError(
        `can't evaluate field ${name} in type ${typeof value === 'string' ? 'string' : typeof value}`,
      );
    }
  }
  return value;
}

/** Go's truth: false, 0, nil, and empty strings, maps and slices are false. @param {unknown} value */
const truthy = (value) =>
  !(
    value === undefined ||
    value === null ||
    value === false ||
    value === 0 ||
    value === '' ||
    (typeof value === 'object' && Object.keys(value).length === 0)
  );

/** @param {Pipeline} pipeline @param {Record<string, unknown>} data */
function run(pipeline, data) {
  if (pipeline.kind === 'value') return evaluate(pipeline.operand, data);
  const left = evaluate(pipeline.left, data);
  const right = evaluate(pipeline.right, data);
  if (left === undefined || right === undefined)
    throw new TemplateExecError('error calling eq: invalid type for comparison');
  return left === right;
}

/**
 * Executes a parsed template with GoTrue's data, escaping each value as html/template does.
 * @param {Node[]} nodes
 * @param {Record<string, unknown>} data
 */
export function executeGoTemplate(nodes, data) {
  let out = '';
  /** @type {Context} */
  let context = {state: 'text', quote: '', url: false, urlPart: 'start'};
  /** @param {Node[]} list */
  const walk = (list) => {
    for (const node of list) {
      if (node.kind === 'text') {
        out += node.text;
        context = advance(context, node.text);
      } else if (node.kind === 'action') {
        out += escapeValue(run(node.pipeline, data), context);
        if (context.state === 'attr' && context.url && context.urlPart === 'start')
          context = {...context, urlPart: 'path'};
      } else {
        walk(truthy(run(node.pipeline, data)) ? node.then : node.otherwise);
      }
    }
  };
  walk(nodes);
  return out;
}

/**
 * Renders one kind's email as GoTrue's mailer does: the configured subject and body, or `fallback` (the
 * default) for a part not configured or that does not parse. Throws TemplateExecError when executing fails.
 * @param {EmailTemplate | undefined} template
 * @param {{subject: string, content: string}} fallback
 * @param {Record<string, unknown>} data
 */
export function renderAuthEmail(template, fallback, data) {
  /** @param {string} source */
  const parses = (source) => {
    try {
      parseGoTemplate(source);
      return true;
    } catch (error) {
      if (error instanceof TemplateParseError) return false;
      throw error;
    }
  };
  // GoTrue loads a kind's subject and body together (an empty setting is the default): when either does
  // not parse, both are the defaults.
  const usable = [template?.subject, template?.content].every(
    (source) => !source || parses(source),
  );
  const subject = usable && template?.subject ? template.subject : fallback.subject;
  const content = usable && template?.content ? template.content : fallback.content;
  return {
    subject: executeGoTemplate(parseGoTemplate(subject), data),
    html: executeGoTemplate(parseGoTemplate(content), data),
  };
}
