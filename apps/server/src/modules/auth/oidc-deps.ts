import type { AppContext } from '../../context.js';
import type { Outbound } from '../../lib/outbound/outbound.js';
import type { AccountService } from '../account/index.js';
import type { LoginThrottle, SessionService } from '../session/index.js';

/** What a school's OpenID sign-in is made with: the services it uses, the outbound rules, the redirect address. */
export interface OidcDeps {
  ctx: AppContext;
  accounts: AccountService;
  sessions: SessionService;
  throttle: LoginThrottle;
  outbound: Outbound;
  /** Where the provider sends the browser back: `/oidc/callback` at the public address. */
  redirectUri: string;
}
