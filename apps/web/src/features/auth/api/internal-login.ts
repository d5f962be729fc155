import { INTERNAL_PATHS, type LoginResponse } from '@lms/shared';
import { http } from '../../../lib/http';
import { type Credentials, useSignIn } from './login';

export interface InternalCredentials extends Credentials {
  /** The school to look at first (its code); empty for the first school by name. */
  school: string;
}

/** Signs in one of the product company's own staff (/internal). */
export function internalLogin({ school, ...credentials }: InternalCredentials) {
  return http.post<LoginResponse>(INTERNAL_PATHS.login, { ...credentials, ...(school ? { school } : {}) });
}

export function useInternalLogin() {
  return useSignIn(internalLogin);
}
