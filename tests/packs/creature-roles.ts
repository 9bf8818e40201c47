// Issue 30 item 2: what the 5e creature families are checked against (tests/packs/creatures-2014.test.ts and
// creatures-2024.test.ts).

/** The roles a GM reaches for, the list each creature's `flags.fray.roles` draws from. */
export const ROLES = [
  "minion",
  "brute",
  "skirmisher",
  "archer",
  "caster",
  "controller",
  "flyer",
  "swimmer",
  "undead",
  "mount",
  "swarm",
  "legendary",
  "leader",
] as const;

/** CR 0, 1/8, 1/4, 1/2 and 1–20 but 18: neither SRD 5.1 nor SRD 5.2 has a CR 18 stat block. */
export const CHALLENGE_RATINGS = [
  0,
  0.125,
  0.25,
  0.5,
  ...Array.from({ length: 20 }, (_, i) => i + 1).filter((cr) => cr !== 18),
] as const;
