// An item's description on its chat card is plain text: block tags separate words, inline tags join them, and
// nothing is ever printed as HTML (the template escapes what is left).
import { describe, expect, it } from "vitest";
import { itemCardContext } from "../../src/chat/save-request";

const text = (description: string) => itemCardContext({ title: "T", actorName: "A", description }).description;

describe("the item card's description", () => {
  it("keeps inline markup inside words and sentences", () => {
    expect(text("<p>The target falls <strong>prone</strong>.</p>")).toBe("The target falls prone.");
    expect(text("<p>See <a href='x'>the rules</a>, then roll.</p>")).toBe("See the rules, then roll.");
  });

  it("separates paragraphs, line breaks and list items", () => {
    expect(text("<p>One.</p><p>Two.</p>")).toBe("One. Two.");
    expect(text("Line<br>next")).toBe("Line next");
    expect(text("<ul><li>a</li><li>b</li></ul>")).toBe("a b");
  });

  it("removes every tag, so nothing renders as HTML", () => {
    expect(text("<img src=x onerror=alert(1)>Boom&nbsp;now")).toBe("Boom now");
  });
});
