import { describe, expect, it } from "vitest";
import { conversationsNewestFirst, threadAnchor } from "./conversations";

const at = (minute: number) => new Date(Date.UTC(2026, 2, 2, 14, minute));

describe("the homeowner's conversations", () => {
  it("lists threads with a message, newest message first, with unread counts and the request's title", () => {
    const threads = [
      { leadId: "a", providerId: "p1", businessName: "Old Co", unread: 0, messages: [{ sender: "homeowner" as const, body: "Hi", createdAt: at(1) }] },
      { leadId: "a", providerId: "p2", businessName: "Quiet Co", unread: 0, messages: [] },
      {
        leadId: "b",
        providerId: "p1",
        businessName: "Old Co",
        unread: 2,
        messages: [
          { sender: "homeowner" as const, body: "Hello", createdAt: at(2) },
          { sender: "pro" as const, body: "Tuesday?", createdAt: at(9).toISOString() },
        ],
      },
    ];
    const list = conversationsNewestFirst(threads, new Map([["a", "Furnace repair"], ["b", "Leaky faucet"]]));
    expect(list.map((item) => [item.leadId, item.providerId, item.requestTitle, item.unread])).toEqual([
      ["b", "p1", "Leaky faucet", 2],
      ["a", "p1", "Furnace repair", 0],
    ]);
    expect(list[0]!.lastMessage).toEqual({ sender: "pro", body: "Tuesday?", at: at(9) });
  });

  it("names each thread's anchor by its request and pro", () => {
    expect(threadAnchor({ leadId: "a", providerId: "p1" })).toBe("thread-a-p1");
  });
});
