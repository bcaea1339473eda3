import { execFileSync } from "node:child_process";
import { createDecipheriv, createECDH, createHmac, createPublicKey, randomBytes, verify } from "node:crypto";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { createServer, type Server } from "node:https";
import type { AddressInfo } from "node:net";
import path from "node:path";

/** One push as the fake push service received it, decrypted with the device's keys. */
export type ReceivedPush = {
  /** Which device (the subscription's endpoint). */
  endpoint: string;
  /** The decrypted payload, parsed (what the service worker gets). */
  payload: { title: string; body: string; url: string; tag: string };
  /** The VAPID signature checked out against the key the push named, for this service's origin. */
  vapidValid: boolean;
  /** The VAPID public key the push was signed with. */
  vapidKey: string;
  ttl: string | undefined;
};

export type TestDevice = { endpoint: string; p256dh: string; auth: string };

/**
 * A browser's push service on 127.0.0.1 for tests (the peer outside our
 * system): HTTPS with a self-signed certificate made by `openssl` in
 * `certificateDir` (kept, so a server started later can be told to trust it
 * through NODE_EXTRA_CA_CERTS), devices whose keys are made here as a browser
 * makes them (P-256 ECDH, a 16-byte auth secret), every push decrypted
 * (aes128gcm, RFC 8291) and its VAPID signature checked. A device marked gone
 * is answered 410. For tests only.
 */
export async function startTestPushService(options: { certificateDir: string; port?: number; onReceive?: (push: ReceivedPush) => void }) {
  const { key, cert, certFile } = pushServiceCertificate(options.certificateDir);
  const devices = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: Buffer }>();
  const gone = new Set<string>();
  const received: ReceivedPush[] = [];
  let origin = "";

  const server: Server = createServer({ key, cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const endpoint = `${origin}${request.url}`;
      const device = devices.get(endpoint);
      if (request.method !== "POST" || !device || gone.has(endpoint)) {
        response.writeHead(device ? 410 : 404).end();
        return;
      }
      try {
        const vapid = checkVapid(String(request.headers.authorization ?? ""), origin);
        const payload = JSON.parse(decrypt(Buffer.concat(chunks), device).toString("utf8")) as ReceivedPush["payload"];
        const push = { endpoint, payload, ...vapid, ttl: request.headers.ttl as string | undefined };
        received.push(push);
        options.onReceive?.(push);
        response.writeHead(201).end();
      } catch {
        response.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    received,
    /** The certificate to trust (a client's `ca`, or NODE_EXTRA_CA_CERTS for a process). */
    cert,
    certFile,
    /** A new device, as a browser's PushManager.subscribe() would give it. */
    device(): TestDevice {
      const ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const endpoint = `${origin}/push/${randomBytes(12).toString("base64url")}`;
      devices.set(endpoint, { ecdh, auth });
      return { endpoint, p256dh: ecdh.getPublicKey().toString("base64url"), auth: auth.toString("base64url") };
    },
    /** From now on the service answers 410 Gone for this device, as for one that unsubscribed. */
    markGone(endpoint: string) {
      gone.add(endpoint);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type TestPushService = Awaited<ReturnType<typeof startTestPushService>>;

/** The fake's certificate and key in `dir`, made once (a server started before the fake trusts the file). */
export function pushServiceCertificate(dir: string) {
  const keyFile = path.join(dir, "push-service-key.pem");
  const certFile = path.join(dir, "push-service-cert.pem");
  if (!existsSync(certFile)) {
    mkdirSync(dir, { recursive: true });
    execFileSync("openssl", [
      "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes",
      "-keyout", keyFile, "-out", certFile, "-days", "2", "-subj", "/CN=127.0.0.1",
      "-addext", "subjectAltName=IP:127.0.0.1,DNS:localhost",
    ], { stdio: "ignore" });
  }
  return { key: readFileSync(keyFile), cert: readFileSync(certFile), certFile };
}

const hmac = (key: Buffer, ...data: Buffer[]) => {
  const mac = createHmac("sha256", key);
  for (const part of data) mac.update(part);
  return mac.digest();
};

/** aes128gcm (RFC 8188) with the Web Push key derivation (RFC 8291), one record, as a browser decrypts it. */
function decrypt(body: Buffer, device: { ecdh: ReturnType<typeof createECDH>; auth: Buffer }): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const shared = device.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), device.ecdh.getPublicKey(), senderKey]);
  const ikm = hmac(hmac(device.auth, shared), keyInfo, Buffer.from([1]));
  const prk = hmac(salt, ikm);
  const contentKey = hmac(prk, Buffer.from("Content-Encoding: aes128gcm\0"), Buffer.from([1])).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from("Content-Encoding: nonce\0"), Buffer.from([1])).subarray(0, 12);
  const decipher = createDecipheriv("aes-128-gcm", contentKey, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 2, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error("not the last record");
  return padded.subarray(0, end);
}

/** `vapid t=<JWT>, k=<public key>` (RFC 8292): the JWT's ES256 signature by k, for this origin, not expired. */
function checkVapid(header: string, origin: string): { vapidValid: boolean; vapidKey: string } {
  const token = /t=([^,\s]+)/.exec(header)?.[1] ?? "";
  const vapidKey = /k=([^,\s]+)/.exec(header)?.[1] ?? "";
  const [head, claims, signature] = token.split(".");
  if (!head || !claims || !signature || !vapidKey) return { vapidValid: false, vapidKey };
  const point = Buffer.from(vapidKey, "base64url");
  const publicKey = createPublicKey({
    key: { kty: "EC", crv: "P-256", x: point.subarray(1, 33).toString("base64url"), y: point.subarray(33, 65).toString("base64url") },
    format: "jwk",
  });
  const signed = verify("sha256", Buffer.from(`${head}.${claims}`), { key: publicKey, dsaEncoding: "ieee-p1363" }, Buffer.from(signature, "base64url"));
  const { aud, exp } = JSON.parse(Buffer.from(claims, "base64url").toString("utf8")) as { aud?: string; exp?: number };
  return { vapidValid: signed && aud === origin && typeof exp === "number" && exp * 1000 > Date.now(), vapidKey };
}
