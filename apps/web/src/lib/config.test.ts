import { describe, expect, it, vi } from 'vitest';
import { readAppConfig } from './config';

function documentWith(content: string | null): Document {
  const doc = document.implementation.createHTMLDocument();
  if (content !== null) {
    const meta = doc.createElement('meta');
    meta.name = 'lms-config';
    meta.content = content;
    doc.head.append(meta);
  }
  return doc;
}

describe('the runtime configuration', () => {
  it('defaults to the root path and the global variant when the server injected nothing', () => {
    expect(readAppConfig(documentWith(null))).toEqual({
      basePath: '/',
      variant: 'global',
      v2Url: null,
      contactUrl: null,
      links: { subscription: null, privacy: null, cookies: null, terms: null },
    });
  });

  it('reads what the server injected', () => {
    const config = readAppConfig(
      documentWith(
        '{"basePath":"/lms/","variant":"americas","v2Url":"https://v2.example/sso","contactUrl":"https://example/contact","links":{"privacy":"https://example/privacy","terms":" ","cookies":7}}',
      ),
    );
    expect(config).toEqual({
      basePath: '/lms/',
      variant: 'americas',
      v2Url: 'https://v2.example/sso',
      contactUrl: 'https://example/contact',
      links: { subscription: null, privacy: 'https://example/privacy', cookies: null, terms: null },
    });
  });

  it('normalises the base path and ignores an unknown variant', () => {
    const config = readAppConfig(documentWith('{"basePath":"lms","variant":"moon"}'));
    expect(config.basePath).toBe('/lms/');
    expect(config.variant).toBe('global');
  });

  it('falls back to the defaults when the tag is not JSON', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(readAppConfig(documentWith('{oops')).basePath).toBe('/');
  });
});
