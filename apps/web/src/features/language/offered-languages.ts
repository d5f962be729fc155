import { variantLanguages } from '@lms/shared/plain';
import { appConfig } from '../../lib/config';

/** The languages this deployment offers (one variant speaks only English and Spanish). */
export const offeredLanguages = variantLanguages(appConfig.variant);
