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

export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#2156c9',
    colorSuccess: '#2e9d5b',
    colorWarning: '#d4860b',
    colorError: '#d23f3f',
    borderRadius: 8,
    fontFamily: FONT_FAMILY,
  },
};
