/**
 * ATK-21: the line saying a creature's concentration ended (templates/combat/concentration-ended.hbs), posted by
 * src/combat/casting/concentration.ts. No Foundry global, so the preview renders the same line.
 */

/**
 * ATK-21: the view data of the line saying `name`'s concentration ended (templates/combat/concentration-ended.hbs):
 * the creature's name and what it concentrated on ("" when unknown), both plain text the template escapes.
 */
export function concentrationEndedContext(name: string, source: string): { name: string; source: string } {
  return { name, source };
}

/**
 * RES-7: the "concentration moved" card's context (templates/combat/concentration-moved.hbs): `name` moved its
 * concentration from the spell `from` to the spell `to`. Plain text; the template escapes it.
 */
export function concentrationMovedContext(
  name: string,
  from: string,
  to: string,
): { name: string; from: string; to: string } {
  return { name, from, to };
}
