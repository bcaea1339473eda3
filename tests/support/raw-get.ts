import { request } from "node:http";

export type RawAnswer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** A GET through Node's http client, not fetch: fetch decodes a compressed body itself, and tests here check the bytes sent. */
export function rawGet(url: string, headers: Record<string, string>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    })
      .on("error", reject)
      .end();
  });
}
