/**
 * Teaches fvtt-types about Fray: its data models, document classes, settings and `game.fray`.
 * A .ts file rather than a .d.ts so it is type checked like all our code (skipLibCheck skips .d.ts files).
 */
import type {
  FrayActor,
  FrayCombat,
  FrayCombatant,
  FrayCombatantGroup,
  FrayItem,
  FrayTokenDocument,
} from "../documents";
import type * as actorModels from "../data/actor";
import type * as itemModels from "../data/item";
import type * as combatantModels from "../data/combatant";
import type * as combatModels from "../data/combat";
import type { FrayApi } from "../api";

declare module "fvtt-types/configuration" {
  interface SystemNameConfig {
    name: "fray";
  }

  interface DataModelConfig {
    Actor: {
      character: typeof actorModels.CharacterData;
      npc: typeof actorModels.NpcData;
    };
    Item: {
      weapon: typeof itemModels.WeaponData;
      armor: typeof itemModels.ArmorData;
      spell: typeof itemModels.SpellData;
      feature: typeof itemModels.FeatureData;
      equipment: typeof itemModels.EquipmentData;
    };
    Combat: {
      base: typeof combatModels.CombatData;
    };
    Combatant: {
      base: typeof combatantModels.CombatantData;
    };
  }

  interface DocumentClassConfig {
    Actor: typeof FrayActor<Actor.SubType>;
    Item: typeof FrayItem<Item.SubType>;
    Combat: typeof FrayCombat<Combat.SubType>;
    Combatant: typeof FrayCombatant<Combatant.SubType>;
    CombatantGroup: typeof FrayCombatantGroup<CombatantGroup.SubType>;
    Token: typeof FrayTokenDocument;
  }

  interface SettingConfig {
    /** A registered preset's id: a built-in or a module's (src/settings/preset.ts). */
    "fray.preset": string;
  }

  interface FlagConfig {
    ChatMessage: {
      fray: {
        /**
         * A save request card's targets, the condition a failed save brings, and the actor and item that asked
         * (absent on older cards, whose conditions the GM then refuses: src/chat/saves/trusted-save.ts).
         */
        saveRequest?: {
          targets: string[];
          condition: string;
          actorUuid?: string;
          itemUuid?: string;
          templateUuid?: string;
        };
        /**
         * An item's description card: the item it is of (the GM settles its use's reservation by it) and the actor
         * using it (a spell's casting is bound to this card: src/combat/spell-casting.ts).
         */
        itemCard?: { itemUuid: string; actorUuid?: string };
        /** A GM's record of a roll card whose outcome players may not see: that card's id (src/dice/hidden-outcome.ts). */
        outcomeOf?: string;
        /** Issue 26 item 6: the player a GM rolled this damage or save for (`fray.gmRollsPlayerDice`). */
        rolledFor?: string;
        /** ENV-3: a hazard card's creature and environment feature (src/chat/hazard-actions.ts). */
        hazard?: { actorUuid: string; feature: string };
      };
    };
  }

  interface AssumeHookRan {
    ready: never;
  }
}

declare global {
  interface ReadyGame {
    fray: FrayApi;
  }
}
