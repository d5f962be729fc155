/** The name of the `<meta>` element in which the server hands the web app its deployment settings. */
export const APP_CONFIG_META_NAME = 'lms-config';
