// @vitest-environment happy-dom
import { beforeEach, expect, it } from "vitest";
import { postForm, swapFragments } from "./swap-fragments";

const answerOf = (html: string) => new DOMParser().parseFromString(html, "text/html");

beforeEach(() => {
  document.body.innerHTML = `
    <div data-fragment="a"><form><input name="q" value="old"><button>Go</button></form></div>
    <div data-fragment="b"><details><summary>More</summary><textarea id="note"></textarea></details></div>
    <p data-fragment="c">unchanged elsewhere</p>
    <p>not a fragment</p>`;
});

it("posts the form's fields to the URL and parses the answer; null when the request fails", async () => {
  const seen: string[] = [];
  const answer = await postForm(document.querySelector("form")!, "http://localhost/x", async (url, body) => {
    seen.push(url, body.toString());
    return "<p data-fragment='a'>new</p>";
  });
  expect(seen).toEqual(["http://localhost/x", "q=old"]);
  expect(answer!.querySelector("[data-fragment=a]")!.textContent).toBe("new");
  expect(await postForm(document.querySelector("form")!, "/x", () => Promise.reject(new TypeError("offline")))).toBeNull();
});

it("replaces each fragment with the server's, keeps what was typed in the ones not sent, and focuses the server's autofocus", () => {
  document.querySelector("textarea")!.value = "typed";
  document.querySelector("details")!.open = true;
  const answer = answerOf(`
    <div data-fragment="a"><a href="tel:+16145550100" autofocus>(614) 555-0100</a></div>
    <div data-fragment="b"><details><summary>More</summary><textarea id="note"></textarea><span>new</span></details></div>
    <p>outside any fragment</p>`);
  const swapped = swapFragments(document.body, answer, "a");
  expect(swapped.map((fragment) => fragment.dataset.fragment)).toEqual(["a", "b"]);
  expect(document.querySelector("[data-fragment=a]")!.innerHTML).toContain("tel:+16145550100");
  expect(document.activeElement).toBe(document.querySelector("a"));
  expect(document.querySelector("[data-fragment=b] span")!.textContent).toBe("new");
  expect(document.querySelector("textarea")!.value).toBe("typed");
  expect(document.querySelector("details")!.open).toBe(true);
  // A fragment the answer does not have stays as it is; nothing outside fragments changes.
  expect(document.querySelector("[data-fragment=c]")!.textContent).toBe("unchanged elsewhere");
  expect(document.body.textContent).not.toContain("outside any fragment");
});

it("gives the sent fragment back exactly as the server rendered it", () => {
  document.querySelector("textarea")!.value = "sent text";
  swapFragments(document.body, answerOf(`<div data-fragment="b"><details><summary>More</summary><textarea id="note"></textarea></details></div>`), "b");
  expect(document.querySelector("textarea")!.value).toBe("");
  expect(document.querySelector("details")!.open).toBe(false);
});
