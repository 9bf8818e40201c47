export { FrayActor } from "./actor";
export { FrayItem } from "./item";
export { FrayCombat } from "./combat";
export { FrayCombatant } from "./combatant";
export { FrayTokenDocument } from "./token-document";
export { FrayCombatantGroup } from "./combatant-group";
