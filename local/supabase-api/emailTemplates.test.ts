// Auth's email templates: what supabase/config.toml declares (the files a hosted project gets), rendered
// as GoTrue renders them, and where {{ .RedirectTo }} may point. The Auth stand-in sends exactly these
// renders (auth.test.ts reads them back from the mail catcher).
import {cpSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {
  GOTRUE_TEMPLATE_VARIABLES,
  TemplateExecError,
  executeGoTemplate,
  parseConfigToml,
  parseGoTemplate,
  readAuthEmailConfig,
  renderAuthEmail,
  unknownVariables,
} from './emailTemplates.mjs';
import {isRedirectUrlValid, referrerOf} from './redirects.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SUPABASE_DIR = path.join(ROOT, 'supabase');
const config = readAuthEmailConfig(SUPABASE_DIR);
const DEFAULTS = {subject: 'Default subject', content: '<p>default {{ .Token }}</p>'};

const scratch = mkdtempSync(path.join(os.tmpdir(), 'wildroot-email-templates-'));
afterAll(() => rmSync(scratch, {recursive: true, force: true}));

/** GoTrue's data for one email (templatemailer's ConfirmationMail and RecoveryMail). */
function data(overrides: Record<string, unknown> = {}) {
  return {
    SiteURL: 'https://shop.example',
    ConfirmationURL:
      'https://ref.supabase.co/auth/v1/verify?token=pkce_ab12&type=signup&redirect_to=https://shop.example/auth/confirm',
    Email: 'fern@example.com',
    Token: '123456',
    TokenHash: 'pkce_ab12',
    Data: {},
    RedirectTo: 'https://shop.example/auth/confirm',
    ...overrides,
  };
}

/** The email's one link to the shop, as a mail client reads the href (entities decoded). */
function shopLink(html: string) {
  const links = [...html.matchAll(/<a href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].filter(
    ([, href]) => !href?.startsWith('mailto:'),
  );
  expect(links).toHaveLength(1);
  return {url: new URL((links[0]?.[1] ?? '').replace(/&amp;/g, '&')), text: links[0]?.[2]};
}

describe('supabase/config.toml declares the emails the shop needs', () => {
  it('a confirmation and a recovery template, each with a subject and a file in the repository', () => {
    expect(config.templates.confirmation).toMatchObject({
      subject: 'Confirm your email for Wildroot Botanicals',
      contentPath: path.join(ROOT, 'supabase/templates/confirmation.html'),
    });
    expect(config.templates.recovery).toMatchObject({
      subject: 'Reset your Wildroot Botanicals password',
      contentPath: path.join(ROOT, 'supabase/templates/recovery.html'),
    });
  });

  it('the templates read only variables GoTrue gives them (any other renders as nothing at Supabase)', () => {
    for (const kind of ['confirmation', 'recovery']) {
      const {subject, content} = config.templates[kind] ?? {};
      expect(unknownVariables(content ?? ''), kind).toEqual([]);
      expect(unknownVariables(subject ?? ''), kind).toEqual([]);
    }
    expect(GOTRUE_TEMPLATE_VARIABLES).toEqual([
      'SiteURL',
      'ConfirmationURL',
      'Email',
      'Token',
      'TokenHash',
      'Data',
      'RedirectTo',
    ]);
  });

  it('reads content_path against the repository, as the CLI does for email templates, and refuses a missing file', () => {
    const dir = path.join(scratch, 'missing');
    cpSync(SUPABASE_DIR, path.join(dir, 'supabase'), {
      recursive: true,
      filter: (source) => !source.includes('.temp'),
    });
    const moved = readAuthEmailConfig(path.join(dir, 'supabase'));
    expect(moved.templates.recovery?.contentPath).toBe(
      path.join(dir, 'supabase/templates/recovery.html'),
    );
    rmSync(path.join(dir, 'supabase/templates/recovery.html'));
    expect(() => readAuthEmailConfig(path.join(dir, 'supabase'))).toThrow(
      `Invalid config for auth.email.template.recovery.content_path: ENOENT: no such file or directory, open '${path.join(dir, 'supabase/templates/recovery.html')}'`,
    );
  });

  it('reads the TOML config.toml uses: tables, strings with escapes and comments, arrays over lines', () => {
    expect(
      parseConfigToml(
        [
          '[auth] # the shop',
          'site_url = "http://a.test"  # here',
          'additional_redirect_urls = [',
          '  "http://a.test/x", # one',
          "  'http://b.test/#y',",
          ']',
          '[auth.email.template.recovery]',
          'subject = "Say \\"hi\\" # not a comment"',
        ].join('\n'),
      ),
    ).toEqual({
      '': {},
      auth: {
        site_url: 'http://a.test',
        additional_redirect_urls: ['http://a.test/x', 'http://b.test/#y'],
      },
      'auth.email.template.recovery': {subject: 'Say "hi" # not a comment'},
    });
  });
});

describe('the links in the rendered emails', () => {
  it('confirmation: the redirect URL the shop sent, with the token hash and type signup, as /auth/confirm reads them', () => {
    const email = renderAuthEmail(config.templates.confirmation, DEFAULTS, data());
    expect(email.subject).toBe('Confirm your email for Wildroot Botanicals');
    const {url, text} = shopLink(email.html);
    expect(`${url.origin}${url.pathname}`).toBe('https://shop.example/auth/confirm');
    expect(Object.fromEntries(url.searchParams)).toEqual({token_hash: 'pkce_ab12', type: 'signup'});
    expect(text).toBe('Confirm my email address');
  });

  it('recovery: the same link with type recovery, which /auth/confirm sends on to the new-password page', () => {
    const email = renderAuthEmail(config.templates.recovery, DEFAULTS, data({TokenHash: 'cd34'}));
    expect(email.subject).toBe('Reset your Wildroot Botanicals password');
    const {url, text} = shopLink(email.html);
    expect(`${url.origin}${url.pathname}`).toBe('https://shop.example/auth/confirm');
    expect(Object.fromEntries(url.searchParams)).toEqual({token_hash: 'cd34', type: 'recovery'});
    expect(text).toBe('Choose a new password');
  });

  it("when Auth refused the redirect URL (RedirectTo is then the Site URL), the Site URL's /auth/confirm", () => {
    for (const kind of ['confirmation', 'recovery']) {
      const email = renderAuthEmail(
        config.templates[kind],
        DEFAULTS,
        data({RedirectTo: 'https://shop.example'}),
      );
      const {url} = shopLink(email.html);
      expect(`${url.origin}${url.pathname}`, kind).toBe('https://shop.example/auth/confirm');
    }
  });

  it('the emails are a whole document in English with a title, and say what to do if unasked', () => {
    for (const kind of ['confirmation', 'recovery']) {
      const {html} = renderAuthEmail(config.templates[kind], DEFAULTS, data());
      expect(html).toMatch(/^<!doctype html>\s*<html lang="en">/);
      expect(html).toMatch(/<title>[^<]+<\/title>/);
      expect(html).toContain('You can ignore this email');
      expect(html).not.toContain('{{');
    }
  });
});

describe("GoTrue's template rendering (Go html/template, a map of variables)", () => {
  const render = (source: string, values = data()) =>
    executeGoTemplate(parseGoTemplate(source), values);

  it("escapes values for where they stand; the template's own text is left alone", () => {
    expect(render('<p>{{ .Email }} & co</p>', data({Email: '<b>"o\'k"+</b>'}))).toBe(
      '<p>&lt;b&gt;&#34;o&#39;k&#34;&#43;&lt;/b&gt; & co</p>',
    );
    expect(
      render(
        '<a href="{{ .RedirectTo }}?t={{ .TokenHash }}&amp;x=1">x</a>',
        data({RedirectTo: 'https://a.test/p q', TokenHash: 'a&b=c d'}),
      ),
    ).toBe('<a href="https://a.test/p%20q?t=a%26b%3Dc%20d&amp;x=1">x</a>');
    expect(
      render('<a href="{{ .RedirectTo }}">x</a>', data({RedirectTo: 'javascript:alert(1)'})),
    ).toBe('<a href="#ZgotmplZ">x</a>');
  });

  it('a name GoTrue does not give renders as nothing, silently; so does a key missing from Data', () => {
    expect(render('<a href="{{ .SiteURL }}/auth/confirm?token_hash={{ .TokenHashh }}">x</a>')).toBe(
      '<a href="https://shop.example/auth/confirm?token_hash=">x</a>',
    );
    expect(render('Hi {{ .Data.name }}!')).toBe('Hi !');
    expect(render('Hi {{ .Data.name }}!', data({Data: {name: 'Fern'}}))).toBe('Hi Fern!');
    expect(unknownVariables('{{ .TokenHashh }}{{ if .Nope }}{{ .SiteURL }}{{ end }}')).toEqual([
      'TokenHashh',
      'Nope',
    ]);
  });

  it('a field of a string fails the execution (GoTrue then fails the request that asked for the email)', () => {
    expect(() => render('{{ .Email.Domain }}')).toThrow(TemplateExecError);
    expect(() => render('{{ .Email.Domain }}')).toThrow(
      "can't evaluate field Domain in type string",
    );
  });

  it('a template that does not parse is replaced by the default, subject and body together', () => {
    const broken = {subject: 'Ours', content: '<p>{{ .Token </p>', contentPath: null};
    expect(renderAuthEmail(broken, DEFAULTS, data())).toEqual({
      subject: 'Default subject',
      html: '<p>default 123456</p>',
    });
    const unknownFunction = {
      subject: '{{ shout .Email }}',
      content: '<p>ours</p>',
      contentPath: null,
    };
    expect(renderAuthEmail(unknownFunction, DEFAULTS, data())).toEqual({
      subject: 'Default subject',
      html: '<p>default 123456</p>',
    });
    const subjectOnly = {subject: 'Ours for {{ .Email }}', content: null, contentPath: null};
    expect(renderAuthEmail(subjectOnly, DEFAULTS, data())).toEqual({
      subject: 'Ours for fern@example.com',
      html: '<p>default 123456</p>',
    });
  });

  it('if/else/end, eq and trim markers', () => {
    expect(render('{{ if eq .RedirectTo .SiteURL }}same{{ else }}other{{ end }}')).toBe('other');
    expect(
      render(
        '{{ if eq .RedirectTo .SiteURL }}same{{ else }}other{{ end }}',
        data({RedirectTo: 'https://shop.example'}),
      ),
    ).toBe('same');
    expect(render('a  {{- .Token -}}  b')).toBe('a123456b');
    expect(render('{{/* a note */}}x')).toBe('x');
  });

  it('a construct the stand-in does not render is refused when the config is read, never rendered differently', () => {
    const dir = path.join(scratch, 'unsupported');
    cpSync(SUPABASE_DIR, path.join(dir, 'supabase'), {
      recursive: true,
      filter: (source) => !source.includes('.temp'),
    });
    writeFileSync(
      path.join(dir, 'supabase/templates/recovery.html'),
      '{{ range .Data }}x{{ end }}',
    );
    expect(() => readAuthEmailConfig(path.join(dir, 'supabase'))).toThrow(
      /auth\.email\.template\.recovery: \{\{range\}\} is not rendered by the local stand-in/,
    );
  });
});

describe('where {{ .RedirectTo }} may point (GoTrue: GetReferrer, IsRedirectURLValid)', () => {
  const site = {
    siteUrl: 'https://shop.example',
    additionalRedirectUrls: ['https://preview.example/auth/confirm', 'https://*.pages.example/**'],
  };

  it("the Site URL's scheme, host and port; loopback addresses; the allow-list (globs); nothing else", () => {
    expect(isRedirectUrlValid(site, 'https://shop.example/auth/confirm')).toBe(true);
    expect(isRedirectUrlValid(site, 'http://shop.example/auth/confirm')).toBe(false);
    expect(isRedirectUrlValid(site, 'https://shop.example:8443/auth/confirm')).toBe(false);
    expect(isRedirectUrlValid(site, 'http://127.0.0.9:4444/auth/confirm')).toBe(true);
    expect(isRedirectUrlValid(site, 'http://10.0.0.1/auth/confirm')).toBe(false);
    expect(isRedirectUrlValid(site, 'https://preview.example/auth/confirm')).toBe(true);
    expect(isRedirectUrlValid(site, 'https://preview.example/auth/confirm/x')).toBe(false);
    expect(isRedirectUrlValid(site, 'https://a1.pages.example/auth/confirm')).toBe(true);
    expect(isRedirectUrlValid(site, 'https://a.b.pages.example/auth/confirm')).toBe(false);
    expect(isRedirectUrlValid(site, 'https://evil.example/auth/confirm')).toBe(false);
    expect(isRedirectUrlValid(site, '')).toBe(false);
  });

  it('the redirect_to header, then the query, then the Referer, else the Site URL', () => {
    const req = (url: string, headers: Record<string, string> = {}) => ({url, headers}) as never;
    expect(
      referrerOf(site, req('/signup?redirect_to=https%3A%2F%2Fshop.example%2Fauth%2Fconfirm')),
    ).toBe('https://shop.example/auth/confirm');
    expect(referrerOf(site, req('/signup?redirect_to=https%3A%2F%2Fevil.example%2F'))).toBe(
      'https://shop.example',
    );
    expect(
      referrerOf(site, req('/signup', {referer: 'https://preview.example/auth/confirm'})),
    ).toBe('https://preview.example/auth/confirm');
    expect(
      referrerOf(site, req('/signup?redirect_to=x', {redirect_to: 'https://shop.example/a'})),
    ).toBe('https://shop.example/a');
  });
});
