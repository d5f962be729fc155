import { describe, expect, it } from 'vitest';
import { startupLanguage } from './startup-language.js';

const start = (browser: string, saved: Parameters<typeof startupLanguage>[0]['saved'] = null, variant = 'global') =>
  startupLanguage({ saved, browser, variant: variant as 'global' | 'americas' });

describe('the language the app starts in', () => {
  it('is the saved choice when there is one, whatever the browser says', () => {
    expect(start('en-US', 'ja-JP')).toBe('ja-JP');
    expect(start('es-MX', 'th-TH')).toBe('th-TH');
  });

  it.each(['zh-TW', 'en-US', 'ja-JP', 'th-TH', 'ko-KR'] as const)('is the browser language %s as it is', (code) => {
    expect(start(code)).toBe(code);
  });

  it('matches the browser language regardless of letter case', () => {
    expect(start('zh-tw')).toBe('zh-TW');
  });

  // Written from the list of countries where Spanish is an official language (by English name,
  // Argentina to Venezuela), plus the United States and Latin America as a whole, and not from
  // the code under test.
  const spanishSpeakingRegions = 'AR BO CL CO CR CU DO EC SV GQ GT HN MX NI PA PY PE PR ES UY VE US 419';
  it.each(['es', ...spanishSpeakingRegions.split(' ').map((region) => `es-${region}`)])(
    'is Spanish for the regional code %s',
    (code) => {
      expect(start(code)).toBe('es');
    },
  );

  it.each(['ca-ES', 'eu-ES', 'gl-ES', 'en-MX', 'pt-BR', 'fr-ES', 'esp', 'es-'])(
    'is not Spanish for %s, another language of a Spanish-speaking region or no code at all',
    (code) => {
      expect(start(code)).toBe('en-US');
    },
  );

  it.each(['fr-FR', 'zh-CN', 'ja', 'en-GB', 'pt-BR', ''])('is English for any other browser language (%s)', (code) => {
    expect(start(code)).toBe('en-US');
  });

  describe('in the variant that offers only English and Spanish', () => {
    it('ignores a saved language the variant does not offer', () => {
      expect(start('es-AR', 'ja-JP', 'americas')).toBe('es');
    });

    it('falls back to English for a supported browser language it does not offer', () => {
      expect(start('ko-KR', null, 'americas')).toBe('en-US');
    });

    it('still takes Spanish from a Spanish regional code and a saved Spanish choice', () => {
      expect(start('es-CL', null, 'americas')).toBe('es');
      expect(start('en-US', 'es', 'americas')).toBe('es');
    });
  });
});
