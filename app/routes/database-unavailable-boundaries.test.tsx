// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, data, RouterProvider, UNSAFE_withErrorBoundaryProps as withErrorBoundaryProps } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { ErrorBoundary as AdminErrorBoundary } from "~/routes/admin/admin-layout";
import { ErrorBoundary as PortalErrorBoundary } from "~/routes/portal/portal-layout";

afterEach(cleanup);

// What the client router makes of a `.data` answer of 503 without React Router's own header
// (entry.server.tsx handleDataRequest): a route error response with status 503.
function renderFailing(boundary: (props: never) => React.ReactNode, status: number) {
  const router = createMemoryRouter(
    [
      {
        path: "/",
        loader: () => {
          throw data("We can't reach our database right now.", { status });
        },
        Component: () => <p>loaded</p>,
        // As framework mode does: the boundary gets the route error as its `error` prop.
        ErrorBoundary: withErrorBoundaryProps(boundary as never),
      },
    ],
    { initialEntries: ["/"] },
  );
  render(<RouterProvider router={router} />);
}

describe("the portal's and the console's answer to a database outage", () => {
  const boundaries: Array<[string, (props: never) => React.ReactNode]> = [
    ["portal", PortalErrorBoundary],
    ["console", AdminErrorBoundary],
  ];
  for (const [name, boundary] of boundaries) {
    it(`${name}: shows "we can't reach our database" with a way to try again, not the generic error`, async () => {
      renderFailing(boundary, 503);
      expect((await screen.findByRole("alert")).textContent).toMatch(/can't reach our database right now/);
      expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
      expect(screen.queryByText("Something went wrong")).toBeNull();
    });

    it(`${name}: keeps the generic error for a 500`, async () => {
      renderFailing(boundary, 500);
      expect((await screen.findByRole("alert")).textContent).toMatch(/Something went wrong on our side/);
    });
  }
});
