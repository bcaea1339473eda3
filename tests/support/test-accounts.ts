import type { DatabaseHandle } from "~/db/client.server";
import { createAuth } from "~/modules/accounts/auth.server";
import { LoginThrottle } from "~/modules/accounts/login-throttle";
import type { RecordOperatorGrant } from "~/modules/accounts/create-admin.server";
import type { AccountsDeps } from "~/modules/accounts/session.server";

export const TEST_SECRET = "test-secret-test-secret-test-secret-0123";
export const TEST_PUBLIC_URL = "http://localhost:4303";

/** The accounts wiring of the app, on a test database. */
export function testAccounts(handle: DatabaseHandle): AccountsDeps & { throttle: LoginThrottle; publicUrl: string } {
  const auth = createAuth(handle.db, { secret: TEST_SECRET, publicUrl: TEST_PUBLIC_URL, production: false });
  return { db: handle.db, auth, secret: TEST_SECRET, publicUrl: TEST_PUBLIC_URL, throttle: new LoginThrottle() };
}

/**
 * For the accounts feature's own tests, which make operators but cannot reach the console's audit writer (the
 * console sits above accounts: eslint.config.js FEATURE_ORDER). The writer itself is tested in app/modules/admin.
 */
export const RECORD_NO_GRANT: RecordOperatorGrant = async () => {};
