/**
 * Passwords people pick most often, taken from public breach-frequency lists
 * and kept short on purpose: the list ships to the browser in the sign-up
 * page script. The check compares lowercase, so "Password1" is refused too.
 * Every entry has 6+ characters: shorter ones already fail the length rule.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  "123456", "1234567", "12345678", "123456789", "1234567890", "12345678910", "123123", "123321",
  "654321", "666666", "111111", "000000", "121212", "112233", "123qwe", "1q2w3e", "1q2w3e4r",
  "1q2w3e4r5t", "qwerty", "qwerty1", "qwerty12", "qwerty123", "qwertyuiop", "asdfgh", "asdfghjkl",
  "zxcvbnm", "qazwsx", "1qaz2wsx", "password", "password1", "password12", "password123", "passw0rd",
  "p@ssw0rd", "p@ssword", "iloveyou", "abc123", "abcdef", "abcd1234", "aa123456", "a123456",
  "123abc", "letmein", "welcome", "welcome1", "welcome123", "monkey", "dragon", "football",
  "baseball", "basketball", "soccer", "hockey", "master", "shadow", "sunshine", "princess",
  "superman", "batman", "trustno1", "starwars", "whatever", "freedom", "michael", "jennifer",
  "jordan23", "charlie", "ashley", "daniel", "jessica", "thomas", "hunter", "hunter2", "killer",
  "pokemon", "cookie", "summer", "flower", "computer", "internet", "secret", "changeme", "default",
  "admin1", "admin123", "administrator", "root123", "test123", "testing", "guest123", "login",
  "loveme", "lovely", "love123", "fuckyou", "000000000", "11111111", "987654321", "7777777",
  "888888", "555555", "999999", "qwe123", "zaq12wsx", "google", "mustang", "harley", "ranger",
  "buster", "tigger", "ginger", "pepper", "cheese", "chocolate", "buckeye", "buckeyes", "ohio123",
  "ohiostate", "cleveland", "columbus", "cincinnati", "homeowner", "contractor", "plumber",
  "electrician", "buckeyepros",
]);

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}
