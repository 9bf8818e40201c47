// Issue 30 item 6: the credits the open licences require. Every pack entry names where it comes from
// (`flags.fray.source`: one or more "<work>, <section or entry>" parts joined by "; "), every work named there
// is credited in CREDITS.md, and CREDITS.md and the Rules compendium's credits page quote each required
// statement word for word (the one verbatim copy the project allows).
import { existsSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT, SOURCES, filesOf, frayFlags, isFolder, loadSource, pageHtml } from "./load";

/** The works pack entries may draw on, as `flags.fray.source` names them; "Fray" is the project's own text. */
const WORKS = [
  "SRD 5.1",
  "SRD 5.2",
  "A5E SRD",
  "Pathfinder Beginner Box",
  "Pathfinder Core Rulebook",
  "Pathfinder Bestiary",
  "Pathfinder Player Core",
  "Pathfinder GM Core",
  "Pathfinder Monster Core",
  "Fray",
] as const;

/**
 * The statements each licence asks for, as published: SRD 5.1's legal page, SRD 5.2's legal page, the A5E SRD's
 * attribution, the ORC License's notice (§III.a) and the OGL's first line and its §15 heading.
 */
const STATEMENTS = [
  "This work includes material taken from the System Reference Document 5.1 (“SRD 5.1”) by Wizards of the Coast LLC and available at https://dnd.wizards.com/resources/systems-reference-document. The SRD 5.1 is licensed under the Creative Commons Attribution 4.0 International License available at https://creativecommons.org/licenses/by/4.0/legalcode.",
  "This work includes material from the System Reference Document 5.2 (“SRD 5.2”) by Wizards of the Coast LLC, available at https://www.dndbeyond.com/srd. The SRD 5.2 is licensed under the Creative Commons Attribution 4.0 International License, available at https://creativecommons.org/licenses/by/4.0/legalcode.",
  "This work includes material taken from the A5E System Reference Document (A5ESRD) by EN Publishing and available at A5ESRD.com, based on Level Up: Advanced 5th Edition, available at www.levelup5e.com. The A5ESRD is licensed under the Creative Commons Attribution 4.0 International License available at https://creativecommons.org/licenses/by/4.0/legalcode.",
  "This product is licensed under the ORC License located at the Library of Congress at TX 9-307-067 and available online at various locations. All warranties are disclaimed as set forth therein.",
  "OPEN GAME LICENSE Version 1.0a",
  "15. COPYRIGHT NOTICE",
  "Open Game License v 1.0a © 2000, Wizards of the Coast, Inc.",
];

/** Text with tags removed, the few entities the pages use decoded and runs of white space made one space. */
const plain = (html: string): string =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&nbsp;/g, " ")
    .replace(/\s+/g, " ")
    .replace(/ ([.,;:])/g, "$1");

const entries = filesOf(SOURCES)
  .map((file) => ({ file: relative(ROOT, file), doc: loadSource(file) }))
  .filter(({ doc }) => !isFolder(doc));

/** The works entries name in `flags.fray.source`, those `keep` keeps. */
const namedWorks = (keep: (work: (typeof WORKS)[number]) => boolean) =>
  new Set(
    entries.flatMap(({ doc }) =>
      (typeof frayFlags(doc).source === "string" ? (frayFlags(doc).source as string) : "")
        .split("; ")
        .map((part) => WORKS.find((w) => part.startsWith(`${w}, `)))
        .filter((w): w is (typeof WORKS)[number] => w !== undefined && keep(w)),
    ),
  );
const rulesEntries = () => filesOf(join(SOURCES, "rules")).map(loadSource);
const credits = join(ROOT, "CREDITS.md");
const creditsText = () => (existsSync(credits) ? readFileSync(credits, "utf8") : "");

describe("issue 30 item 6: every pack entry names its source", () => {
  it.each(entries.map((e) => [e.file, e.doc] as const))("%s has flags.fray.source", (_, doc) => {
    const source = frayFlags(doc).source;
    expect(typeof source, "flags.fray.source").toBe("string");
    for (const part of (source as string).split("; ")) {
      const work = WORKS.find((w) => part.startsWith(`${w}, `));
      expect(work, `"${part}" starts with a known work and a comma`).toBeDefined();
      expect(part.length, part).toBeGreaterThan((work ?? "").length + 2);
    }
  });

  it("credits in CREDITS.md every work an entry names", () => {
    const named = namedWorks((w) => w !== "Fray");
    expect(named.size).toBeGreaterThan(0);
    for (const work of named) expect(creditsText(), work).toContain(work);
  });

  it("gives every Paizo work an entry names its credit line in the OGL's §15 or the ORC attribution notice", () => {
    const named = namedWorks((w) => w.startsWith("Pathfinder"));
    expect([...named].sort()).toEqual([
      "Pathfinder Beginner Box",
      "Pathfinder Bestiary",
      "Pathfinder Core Rulebook",
      "Pathfinder Player Core",
    ]);
    const page = plain(pageHtml(rulesEntries().find((d) => d.name === "Credits and licences") ?? {}));
    for (const work of named) {
      // The first-printing books carry "(Second Edition)" in their §15 line; the box and the remaster don't.
      const line = new RegExp(`${work}( \\(Second Edition\\))? © 20\\d\\d, Paizo Inc\\.; (Designers|Authors): `);
      expect(creditsText().replace(/\s+/g, " "), work).toMatch(line);
      expect(page, work).toMatch(line);
    }
  });
});

describe("issue 30 item 6: the required statements", () => {
  const page = rulesEntries().find((d) => d.name === "Credits and licences");

  it.each(STATEMENTS)("CREDITS.md quotes: %s", (statement) => {
    expect(creditsText().replace(/\s+/g, " ")).toContain(statement);
  });

  it.each(STATEMENTS)("the Rules compendium's credits page quotes: %s", (statement) => {
    expect(page, "a rules entry named Credits and licences").toBeDefined();
    expect(plain(pageHtml(page ?? {}))).toContain(statement);
  });

  it("says no affiliation, and that the names are their owners' trademarks, on the page and in CREDITS.md", () => {
    for (const text of [creditsText(), plain(pageHtml(page ?? {}))]) {
      expect(text).toMatch(/not affiliated with/);
      expect(text).toMatch(/trademarks of their owners/);
    }
  });

  it("keeps LICENSE's MIT text and says the pack content is under the content licences", () => {
    const license = readFileSync(join(ROOT, "LICENSE"), "utf8");
    expect(license).toContain("MIT License");
    expect(license).toContain('THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND');
    expect(license).toMatch(/CREDITS\.md/);
    for (const licence of ["CC-BY-4.0", "OGL 1.0a", "ORC"]) expect(license, licence).toContain(licence);
  });
});
