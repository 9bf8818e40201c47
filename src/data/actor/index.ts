import { CharacterData } from "./character";
import { NpcData } from "./npc";

export { CharacterData, NpcData };

/** Actor type → data model, assigned to `CONFIG.Actor.dataModels` at init. */
export const config = {
  character: CharacterData,
  npc: NpcData,
};
