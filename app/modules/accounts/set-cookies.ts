/** A Cookie request header carrying what Set-Cookie headers set (name=value pairs only). */
export function cookieHeaderOf(setCookies: string[]): string {
  return setCookies.map((cookie) => cookie.split(";")[0]).join("; ");
}
