import { and, asc, eq, getTableName, sql } from "drizzle-orm";
import { createContext, redirectDocument, type RouterContext, type RouterContextProvider } from "react-router";
import type { Database } from "~/db/client.server";
import { namedStatement } from "~/db/prepared.server";
import { providers, sessions, userRoles, users } from "~/db/schema";
import { SESSION_COOKIE, SESSION_EXTENDED_AFTER_SECONDS, SESSION_SECONDS, type Auth } from "./auth.server";
import { DEMO_REFUSAL, readDemoCookie } from "./demo-session.server";
import { displayName } from "./display-name";
import { homePathFor, type Role } from "./roles";
import { sessionCookieName, signedSessionToken } from "./session-cookie.server";
import { passOnSessionCookies } from "./session-refresh.server";

/**
 * Guards throw plain responses, which the router turns into redirects and error pages. A guard's redirect leads out
 * of the app the visitor was in (to the login page, which ships no React, or to another role's home), so the browser
 * loads it as a new document even when the portal asked for data (`redirectDocument`): followed inside the portal's
 * React app, the login page failed for want of its page script.
 */
function redirect(location: string): Response {
  return redirectDocument(location, 302);
}

function forbidden(message: string): Response {
  return new Response(message, { status: 403, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

export type AccountsDeps = { db: Database; auth: Auth; secret: string };

export type SignedInUser = {
  id: string;
  email: string;
  name: string;
  firstName: string;
  lastName: string;
  emailVerified: boolean;
  roles: Role[];
  displayName: string;
  homePath: string;
  /** The business this account runs, for a pro (null for anyone else). */
  business: PortalProvider | null;
};

/** Cheap test first: most requests carry no session cookie and need no database read. */
export function hasSessionCookie(headers: Headers): boolean {
  return (headers.get("cookie") ?? "").includes(SESSION_COOKIE);
}

/**
 * The signed-in person, in one statement: the session named by the cookie's token, its user, the roles and the pro's
 * business (viewerBySessionStatement), once the cookie's signature is found to be the one better-auth gave it
 * (session-cookie.server.ts). better-auth's own lookup (its endpoint, the signature through WebCrypto, the session
 * and the user read apart, then the roles and business) cost a signed-in answer three round trips and about a
 * seventh of its CPU (docs/decisions/075). Whatever this read does not settle goes to better-auth, which ends or
 * extends sessions: a cookie it cannot verify, a token with no session, a session past its end or due to be extended.
 */
export async function getSignedInUser(deps: AccountsDeps, headers: Headers, now = new Date()): Promise<SignedInUser | null> {
  if (!hasSessionCookie(headers)) return null;
  const cookieName = sessionCookieName(deps.auth.options.advanced?.useSecureCookies === true);
  const token = signedSessionToken(headers.get("cookie"), cookieName, deps.secret);
  if (token) {
    const [found] = await viewerBySessionStatement(deps.db).execute({ token });
    if (found && sessionStands(found.expiresAt, now)) return signedInUserOf(found.user, found.roles, found.business);
  }
  return betterAuthLookup(deps, headers);
}

/** A session this read may take as it is: not ended, and not yet due to be extended (better-auth's `updateAge` rule). */
export function sessionStands(expiresAt: Date, now: Date): boolean {
  const extendAt = expiresAt.getTime() - SESSION_SECONDS * 1000 + SESSION_EXTENDED_AFTER_SECONDS * 1000;
  return expiresAt.getTime() > now.getTime() && extendAt > now.getTime();
}

/** better-auth's lookup, which ends an expired session and extends one due (its new cookie passed on), then the viewer's facts. */
async function betterAuthLookup(deps: AccountsDeps, headers: Headers): Promise<SignedInUser | null> {
  // returnHeaders: a lookup that extended the session (once a day, `updateAge`) answers a new cookie to pass on.
  const answer = await deps.auth.api.getSession({ headers, returnHeaders: true }).catch(() => null);
  if (answer) passOnSessionCookies(headers, answer.headers.getSetCookie());
  const session = answer?.response;
  if (!session) return null;
  // better-auth read the user's row with the session (its additionalFields included): no second read.
  const { id, email, name, firstName, lastName, emailVerified } = session.user;
  const user = { id, email, name, firstName: firstName ?? "", lastName: lastName ?? "", emailVerified };
  // The roles and the pro's business (if any) in one statement: the portal's guard lets a pro in on it (requirePortal).
  const [facts] = await viewerFactsStatement(deps.db).execute({ userId: user.id });
  return signedInUserOf(user, facts?.roles ?? [], facts?.business ?? null);
}

type UserRow = Pick<SignedInUser, "id" | "email" | "name" | "firstName" | "lastName" | "emailVerified">;

function signedInUserOf(user: UserRow, roles: Role[], business: PortalProvider | null): SignedInUser {
  return { ...user, roles, displayName: displayName(user), homePath: homePathFor(roles), business };
}

/**
 * The user's roles, for a query whose FROM has `users`. The names are written out in full: Drizzle qualifies a selected
 * field's columns only in a query with joins, and unqualified, "id" inside the subquery could name the session's.
 */
const rolesOfUser = sql<Role[]>`array(select ${sql.identifier(getTableName(userRoles))}.${sql.identifier(userRoles.role.name)} from ${userRoles} where ${sql.identifier(getTableName(userRoles))}.${sql.identifier(userRoles.userId.name)} = ${sql.identifier(getTableName(users))}.${sql.identifier(users.id.name)})`;

/** A prepared statement (app/db/prepared.server.ts): every signed-in request asks. */
function viewerBySessionStatement(db: Pick<Database, "select">) {
  return namedStatement(db, "viewer_by_session", (name) =>
    db
      .select({
        expiresAt: sessions.expiresAt,
        user: { id: users.id, email: users.email, name: users.name, firstName: users.firstName, lastName: users.lastName, emailVerified: users.emailVerified },
        roles: rolesOfUser,
        business: providerColumns,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .leftJoin(providers, eq(providers.userId, users.id))
      .where(eq(sessions.token, sql.placeholder("token")))
      .limit(1)
      .prepare(name),
  );
}

/** After better-auth's lookup: the roles and the business of the user it found. */
function viewerFactsStatement(db: Pick<Database, "select">) {
  return namedStatement(db, "viewer_facts", (name) =>
    db
      .select({ roles: rolesOfUser, business: providerColumns })
      .from(users)
      .leftJoin(providers, eq(providers.userId, users.id))
      .where(eq(users.id, sql.placeholder("userId")))
      .limit(1)
      .prepare(name),
  );
}

/**
 * The login page that comes back to `returnTo`. `unsent`: what sent the visitor there was a form posted after their
 * session ended (it timed out, or they signed out in another tab), so nothing it carried was saved; the login page
 * says so (app/routes/accounts/provider-login.tsx) rather than greet them as if they had just arrived.
 */
export function loginPath(returnTo?: string, options: { unsent?: boolean } = {}): string {
  if (!returnTo) return "/provider/login";
  return `/provider/login?redirectTo=${encodeURIComponent(returnTo)}${options.unsent ? "&unsent=1" : ""}`;
}

/** The login page for a request the guard found signed out: a post among them carried something that was not saved. */
function loginPathFor(request: Request): string {
  return loginPath(pathOf(request), { unsent: request.method !== "GET" && request.method !== "HEAD" });
}


/** The page the visitor was after: for the portal's data request (`/provider/leads.data`), the page it was for. */
function pathOf(request: Request): string {
  const url = new URL(request.url);
  if (!url.pathname.endsWith(".data")) return url.pathname + url.search;
  url.searchParams.delete("_routes");
  const page = url.pathname === "/_root.data" ? "/" : url.pathname.slice(0, -".data".length);
  return page + url.search;
}

/** The per-request memo of the session lookup (see signedInUser). */
const signedInUserContext = createContext<Promise<SignedInUser | null> | null>(null);

type RequestContext = Pick<RouterContextProvider, "get" | "set">;

/**
 * The signed-in person of this request, looked up once: the portal's or the
 * console's guard, the root loader's header and the page's loader all share
 * the request's context, so only the first of them reads the session. Without
 * a context (a module's own test) it simply looks the person up.
 */
export function signedInUser(deps: AccountsDeps, request: Request, context?: RequestContext): Promise<SignedInUser | null> {
  return oncePerRead(signedInUserContext, request, context, () => getSignedInUser(deps, request.headers));
}

/**
 * `lookup`'s answer kept on the request's context under `key`, for a GET or HEAD: the first caller looks, the others
 * share its promise. A post may change what is found (a new name, a sign-in): the loaders after its action look again.
 */
function oncePerRead<T>(key: RouterContext<Promise<T> | null>, request: Request, context: RequestContext | undefined, lookup: () => Promise<T>): Promise<T> {
  const memo = context && (request.method === "GET" || request.method === "HEAD") ? context : undefined;
  const known = memo?.get(key);
  if (known) return known;
  const found = lookup();
  memo?.set(key, found);
  return found;
}

/** A signed-in person, or a redirect to the login page that comes back here. */
export async function requireUser(deps: AccountsDeps, request: Request, context?: RequestContext): Promise<SignedInUser> {
  const user = await signedInUser(deps, request, context);
  if (!user) throw redirect(loginPathFor(request));
  return user;
}

export const OPERATORS_ONLY = "This page is for Buckeye Pros operators only.";

/**
 * Operators only: anonymous people go to login, everyone else gets 403, a
 * visitor in the portal's demo mode too (they are someone, just not an operator).
 */
export async function requireAdmin(deps: AccountsDeps, request: Request, context?: RequestContext): Promise<SignedInUser> {
  const user = await signedInUser(deps, request, context);
  if (!user) {
    if (await readDemoCookie(request.headers.get("cookie"), deps.secret)) throw forbidden(OPERATORS_ONLY);
    throw redirect(loginPathFor(request));
  }
  if (!user.roles.includes("admin")) throw forbidden(OPERATORS_ONLY);
  return user;
}

export type PortalProvider = {
  id: string;
  slug: string;
  businessName: string;
  phone: string;
  email: string;
  website: string | null;
  description: string;
  baseZip: string;
  city: string;
  verificationStatus: string;
  isDemo: boolean;
  /** The pro paused new leads in Settings (the leads page says so). */
  paused: boolean;
};

export type PortalViewer =
  | { mode: "provider"; user: SignedInUser; provider: PortalProvider }
  | { mode: "demo"; user: null; provider: PortalProvider };

const providerColumns = {
  id: providers.id,
  slug: providers.slug,
  businessName: providers.businessName,
  phone: providers.phone,
  email: providers.email,
  website: providers.website,
  description: providers.description,
  baseZip: providers.baseZip,
  city: providers.city,
  verificationStatus: providers.verificationStatus,
  isDemo: providers.isDemo,
  paused: providers.paused,
};

/**
 * The portal's guard (/provider/*): a signed-in pro with their own business,
 * or demo mode on a demo provider. A homeowner or operator is sent to their
 * own page; anyone else to login. In demo mode every POST is refused here.
 */
export async function requirePortal(deps: AccountsDeps, request: Request, context?: RequestContext): Promise<PortalViewer> {
  const user = await signedInUser(deps, request, context);
  if (user) {
    if (!user.roles.includes("provider")) throw redirect(user.homePath);
    const provider = user.business;
    if (!provider) throw redirect(user.homePath === "/provider/dashboard" ? "/account/requests" : user.homePath);
    return { mode: "provider", user, provider };
  }
  const provider = await demoBusiness(deps, request, context);
  if (provider) {
    if (request.method !== "GET" && request.method !== "HEAD") throw forbidden(DEMO_REFUSAL);
    return { mode: "demo", user: null, provider };
  }
  // The portal's live updates (an EventSource) cannot follow a login page: 204 is how a server tells one to stop
  // asking (the page's next navigation meets the login redirect instead).
  if ((request.headers.get("accept") ?? "").includes("text/event-stream")) throw new Response(null, { status: 204 });
  throw redirect(loginPathFor(request));
}

/** The per-request memo of the demo lookup (see demoBusiness). */
const demoBusinessContext = createContext<Promise<PortalProvider | null> | null>(null);

/**
 * In the portal's demo mode, the demo business the request's signed cookie names (null without one, with an
 * altered one, or with one naming a real business), looked up once per GET like `signedInUser`: the portal's
 * guard and the header's greeting share it, so the cookie's signature is checked and the row read once.
 */
export function demoBusiness(deps: AccountsDeps, request: Request, context?: RequestContext): Promise<PortalProvider | null> {
  return oncePerRead(demoBusinessContext, request, context, () => readDemoBusiness(deps, request.headers.get("cookie")));
}

async function readDemoBusiness(deps: AccountsDeps, cookieHeader: string | null): Promise<PortalProvider | null> {
  const demoId = await readDemoCookie(cookieHeader, deps.secret);
  if (!demoId) return null;
  const [provider] = await deps.db
    .select(providerColumns)
    .from(providers)
    .where(and(eq(providers.id, demoId), eq(providers.isDemo, true)))
    .limit(1);
  return provider ?? null;
}

/** The provider shown in demo mode: the first demo business by name. */
export async function demoProviderId(db: Database): Promise<string | null> {
  const [row] = await db
    .select({ id: providers.id })
    .from(providers)
    .where(eq(providers.isDemo, true))
    .orderBy(asc(providers.businessName))
    .limit(1);
  return row?.id ?? null;
}

/**
 * The viewer, resolved once per request: the portal's and the console's
 * layout middleware run the guard and put what it found here, and every
 * loader and action below reads it instead of loading the session again.
 */
const portalViewerContext = createContext<PortalViewer>();
const operatorContext = createContext<SignedInUser>();

type ContextReader = Pick<RouterContextProvider, "get">;

/** Portal middleware: the guard, once; loaders read its answer with `portalViewer`. */
export async function guardPortal(deps: AccountsDeps, request: Request, context: RequestContext): Promise<void> {
  context.set(portalViewerContext, await requirePortal(deps, request, context));
}

/** Console middleware: the guard, once; loaders read its answer with `signedInOperator`. */
export async function guardConsole(deps: AccountsDeps, request: Request, context: RequestContext): Promise<void> {
  context.set(operatorContext, await requireAdmin(deps, request, context));
}

/** The pro (or demo visitor) the portal's middleware let in; throws if read outside the portal. */
export function portalViewer(context: ContextReader): PortalViewer {
  return context.get(portalViewerContext);
}

/** The operator the console's middleware let in; throws if read outside the console. */
export function signedInOperator(context: ContextReader): SignedInUser {
  return context.get(operatorContext);
}
