import { oidcSettingsBody } from '@lms/shared';
import { createOutbound } from '../lib/outbound/outbound.js';
import { configureSchoolSso } from '../modules/auth/index.js';
import { openConfiguredDatabase } from './configured-database.js';

const USAGE = `Usage:
  npm run sso -- set <school code> <issuer> <client id> <client secret> <domains>
      the school's OpenID Connect provider (its issuer URL: https, at a public address unless
      OUTBOUND_PRIVATE_ORIGINS names it), the client registered there for the redirect address
      <PUBLIC_URL><BASE_PATH>oidc/callback, and the comma-separated e-mail domains whose staff
      may sign in through it; the provider is read now, as when an administrator saves it
  npm run sso -- off <school code>
      stop offering it (the settings stay; \`set\` turns it on again)`;

/** `npm run sso -- set …` and `npm run sso -- off …`: a school's sign-in with its own accounts (OpenID Connect). */
async function main(): Promise<void> {
  const [command, schoolCode, issuer, clientId, clientSecret, domainList] = process.argv.slice(2);
  const parsed = oidcSettingsBody.safeParse({
    issuer,
    client_id: clientId,
    client_secret: clientSecret,
    domains: domainList,
  });
  const setting = command === 'set' && parsed.success ? parsed.data : null;
  if (!schoolCode || !(setting || command === 'off')) {
    console.error(USAGE);
    process.exitCode = 2;
    return;
  }
  const { config, database } = await openConfiguredDatabase();
  const outbound = createOutbound(config.outbound);
  try {
    await database.migrate();
    const settings = setting && {
      issuer: setting.issuer,
      clientId: setting.client_id,
      clientSecret: setting.client_secret,
      allowedDomains: setting.domains,
      enabled: true,
    };
    const saved = settings
      ? await configureSchoolSso(database.db, outbound, schoolCode, settings, new Date())
      : await configureSchoolSso(database.db, outbound, schoolCode, { enabled: false }, new Date());
    if (!saved) {
      console.error(`No school has the code ${schoolCode}${settings ? '' : ' with a sign-in to turn off'}.`);
      process.exitCode = 1;
      return;
    }
    console.log(
      settings
        ? `${schoolCode} signs in through ${settings.issuer}; register ${config.publicUrl}${config.basePath}oidc/callback there.`
        : `${schoolCode} no longer offers sign-in with a school account.`,
    );
  } finally {
    await outbound.close();
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
