import { hash, verify } from "@node-rs/argon2";

/**
 * argon2id with the OWASP-recommended minimum (19 MiB, 2 passes, 1 lane).
 * `algorithm: 2` is Argon2id: the package's enum is a `const enum`, which
 * isolated modules cannot read.
 */
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword({ hash: stored, password }: { hash: string; password: string }): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    // A malformed stored hash is a failed login, not a crash.
    return false;
  }
}
