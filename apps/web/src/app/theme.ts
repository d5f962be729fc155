import type { ThemeConfig } from 'antd';

// Font stacks cover the scripts of all six languages with system fonts (no web-font download).
const FONT_FAMILY = [
  '-apple-system',
  'BlinkMacSystemFont',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  '"Noto Sans"',
  '"PingFang TC"',
  '"Microsoft JhengHei"',
  '"Hiragino Sans"',
  '"Apple SD Gothic Neo"',
  '"Malgun Gothic"',
  '"Noto Sans Thai"',
  'Tahoma',
  'sans-serif',
].join(', ');

/**
 * Every text colour reads at 4.5:1 or more on white and on the light tints antd puts behind
 * it (WCAG AA): the status colours are the text of tags such as "Active" and "Complete", and
 * antd's default greys for placeholders, character counters and secondary text are lighter
 * than that. `e2e/accessibility.spec.ts` checks every page.
 */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#2156c9',
    // antd lightens the primary for hover (#4578d6: 4.28:1 under a primary button's white text,
    // and a link's or primary text's hover 2.84 or 4.28:1 on white); a darker blue reads 7.6:1 in each.
    colorPrimaryHover: '#1b4cb5',
    colorLinkHover: '#1b4cb5',
    colorPrimaryTextHover: '#1b4cb5',
    colorInfo: '#2156c9',
    colorInfoBg: '#e8efff',
    colorInfoBorder: '#adc3f0',
    colorSuccess: '#237a45',
    colorSuccessBg: '#edf7f0',
    colorSuccessBorder: '#b7dfc3',
    colorWarning: '#a35f00',
    colorWarningBg: '#fff7e6',
    colorWarningBorder: '#ffd591',
    colorError: '#c0392b',
    colorTextPlaceholder: '#6b6b6b',
    colorTextDescription: '#6b6b6b',
    colorTextTertiary: '#6b6b6b',
    borderRadius: 8,
    fontFamily: FONT_FAMILY,
  },
  components: {
    // The tag colours whose text antd draws lighter than 4.5:1 on their tint (a palette's
    // seventh shade cannot be set for the whole app: antd derives it from the seed again).
    Tag: { green7: '#2b7a0b', gold7: '#876800', cyan7: '#006d75' },
  },
};
