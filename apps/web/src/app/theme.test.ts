import { theme as antdTheme } from 'antd';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((at) => {
      const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('the theme', () => {
  const token = antdTheme.getDesignToken(theme);

  it('keeps a primary button’s white text at 4.5:1 or more at rest, under the pointer and pressed', () => {
    for (const background of [token.colorPrimary, token.colorPrimaryHover, token.colorPrimaryActive]) {
      expect(contrast('#ffffff', background), background).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('keeps a link readable on white under the pointer too', () => {
    for (const text of [token.colorLink, token.colorLinkHover, token.colorPrimaryTextHover]) {
      expect(contrast(text, '#ffffff'), text).toBeGreaterThanOrEqual(4.5);
    }
  });
});
