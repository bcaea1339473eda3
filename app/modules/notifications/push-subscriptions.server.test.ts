import { describe, expect, it } from "vitest";
import { deviceName, parsePushSubscription } from "./push-subscriptions.server";

const keys = { p256dh: `B${"A".repeat(86)}`, auth: "c2VjcmV0LWF1dGgtMTIzNA" };

describe("parsePushSubscription", () => {
  it("accepts a subscription from a known push service", () => {
    const endpoint = "https://fcm.googleapis.com/fcm/send/abc123";
    expect(parsePushSubscription({ endpoint, expirationTime: null, keys })).toEqual({ endpoint, ...keys });
    expect(parsePushSubscription({ endpoint: "https://updates.push.services.mozilla.com/wpush/v2/x", keys })).not.toBeNull();
    expect(parsePushSubscription({ endpoint: "https://web.push.apple.com/QGx", keys })).not.toBeNull();
  });

  it.each([
    ["an address of ours", "https://127.0.0.1/push/1"],
    ["plain http", "http://fcm.googleapis.com/fcm/send/abc"],
    ["another port", "https://fcm.googleapis.com:8443/fcm/send/abc"],
    ["a look-alike host", "https://fcm.googleapis.com.evil.example/fcm/send/abc"],
    ["a host ending like one", "https://evilpush.apple.com.example/x"],
    ["no URL", "fcm.googleapis.com/fcm/send/abc"],
  ])("refuses %s", (_case, endpoint) => {
    expect(parsePushSubscription({ endpoint, keys })).toBeNull();
  });

  it("refuses keys that are missing or not base64url", () => {
    const endpoint = "https://fcm.googleapis.com/fcm/send/abc123";
    expect(parsePushSubscription({ endpoint })).toBeNull();
    expect(parsePushSubscription({ endpoint, keys: { ...keys, p256dh: "not a key" } })).toBeNull();
    expect(parsePushSubscription({ endpoint, keys: { ...keys, auth: "" } })).toBeNull();
    expect(parsePushSubscription("nonsense")).toBeNull();
  });
});

describe("deviceName", () => {
  it.each([
    ["Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36", "Chrome on Android"],
    ["Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1", "Safari on iOS"],
    ["Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 Edg/131.0", "Edge on Windows"],
    ["Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0", "Firefox on Linux"],
    ["curl/8.0", "A browser"],
  ])("names %s", (userAgent, name) => {
    expect(deviceName(userAgent)).toBe(name);
  });
});
