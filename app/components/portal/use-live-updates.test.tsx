// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, Form, RouterProvider, useActionData, useLoaderData, useRevalidator } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useActionAnswer } from "./use-action-answer";
import { useLiveUpdates } from "./use-live-updates";

/** The browser's EventSource, as far as the hook uses it: the test plays the server's stream. */
class StreamStandIn extends EventTarget {
  static last: StreamStandIn | null = null;
  closed = false;
  constructor(readonly url: string) {
    super();
    StreamStandIn.last = this;
  }
  close() {
    this.closed = true;
  }
  static send(event: "ready" | "change") {
    act(() => void StreamStandIn.last!.dispatchEvent(new Event(event)));
  }
  /**
   * The page's stream, once the hook opened it: it opens in an effect, which React may run after the page's
   * first data is on screen, so a test that reads it right after "Load 1" would sometimes find none.
   */
  static opened(): Promise<StreamStandIn> {
    return vi.waitFor(() => {
      if (!StreamStandIn.last) throw new Error("no stream opened yet");
      return StreamStandIn.last;
    });
  }
}

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

let loads = 0;
let actionGate = deferred();

function Page({ keepAnswer }: { keepAnswer: boolean }) {
  const { load } = useLoaderData() as { load: number };
  const actionData = useActionData() as { saved: string } | undefined;
  const kept = useActionAnswer(actionData);
  const answer = keepAnswer ? kept : actionData;
  useLiveUpdates(0);
  const { revalidate } = useRevalidator();
  return (
    <main>
      <p>Load {load}</p>
      {answer ? <p role="status">{answer.saved}</p> : null}
      <Form method="post">
        <button type="submit">Save</button>
      </Form>
      <button type="button" onClick={() => void revalidate()}>
        Reload
      </button>
    </main>
  );
}

function renderPage(keepAnswer = true) {
  const router = createMemoryRouter(
    [
      {
        path: "/provider/settings",
        loader: () => ({ load: ++loads }),
        action: async () => {
          await actionGate.promise;
          return { saved: "Your e-mail choices were saved." };
        },
        Component: () => <Page keepAnswer={keepAnswer} />,
      },
      { path: "/provider/leads", loader: () => ({ load: ++loads }), Component: () => <Page keepAnswer={keepAnswer} /> },
    ],
    { initialEntries: ["/provider/settings"] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  loads = 0;
  actionGate = deferred();
  StreamStandIn.last = null;
  vi.stubGlobal("EventSource", StreamStandIn);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("useLiveUpdates", () => {
  it("loads the page's data again when news arrives, and after the stream reconnects (not on its first connection)", async () => {
    renderPage();
    await screen.findByText("Load 1");
    expect((await StreamStandIn.opened()).url).toBe("/provider/events");
    StreamStandIn.send("ready");
    StreamStandIn.send("change");
    await screen.findByText("Load 2");
    StreamStandIn.send("ready");
    await screen.findByText("Load 3");
  });

  it("holds news that comes while a form is being sent, shows the form's answer, then loads the news", async () => {
    renderPage();
    await screen.findByText("Load 1");
    await StreamStandIn.opened();
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    StreamStandIn.send("change");
    await act(async () => actionGate.resolve());
    expect((await screen.findByRole("status")).textContent).toBe("Your e-mail choices were saved.");
    // One load after the post, one for the news that waited.
    await screen.findByText("Load 3");
    expect(screen.getByRole("status").textContent).toBe("Your e-mail choices were saved.");
  });

  it("closes the stream when the portal goes", async () => {
    renderPage();
    await screen.findByText("Load 1");
    const stream = await StreamStandIn.opened();
    cleanup();
    expect(stream.closed).toBe(true);
  });
});

describe("useActionAnswer", () => {
  it("keeps a form's answer across a reload of the page's data, where React Router's own actionData is dropped", async () => {
    renderPage(false);
    await screen.findByText("Load 1");
    actionGate.resolve();
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await screen.findByRole("status");
    fireEvent.click(screen.getByRole("button", { name: "Reload" }));
    await screen.findByText("Load 3");
    expect(screen.queryByRole("status")).toBeNull();

    cleanup();
    renderPage(true);
    await screen.findByText("Load 4");
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await screen.findByRole("status");
    fireEvent.click(screen.getByRole("button", { name: "Reload" }));
    await screen.findByText("Load 6");
    expect(screen.getByRole("status").textContent).toBe("Your e-mail choices were saved.");
  });

  it("lets the answer go when the pro moves to another page", async () => {
    const router = renderPage();
    await screen.findByText("Load 1");
    actionGate.resolve();
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await screen.findByRole("status");
    await act(() => router.navigate("/provider/leads"));
    await screen.findByText("Load 3");
    expect(screen.queryByRole("status")).toBeNull();
  });
});
