import * as C from "../cards.js";
import { CHARACTER_COUNT } from "../cards.js";
import { baroness } from "./baroness.js";
import { bishop } from "./bishop.js";
import { cardinal } from "./cardinal.js";
import { chancellor } from "./chancellor.js";
import { baron, dowagerQueen } from "./compare.js";
import type { Effect } from "./effect.js";
import { guard } from "./guard.js";
import { king } from "./king.js";
import { priest } from "./priest.js";
import { prince } from "./prince.js";
import { handmaid, jester, nothing, princess, sycophant } from "./simple.js";

/** Each character's effect, by card. */
export const EFFECTS: readonly Effect[] = (() => {
  const table = new Array<Effect>(CHARACTER_COUNT).fill(nothing);
  table[C.GUARD] = guard;
  table[C.PRIEST] = priest;
  table[C.BARON] = baron;
  table[C.HANDMAID] = handmaid;
  table[C.PRINCE] = prince;
  table[C.CHANCELLOR] = chancellor;
  table[C.KING] = king;
  table[C.PRINCESS] = princess;
  table[C.JESTER] = jester;
  table[C.CARDINAL] = cardinal;
  table[C.BARONESS] = baroness;
  table[C.SYCOPHANT] = sycophant;
  table[C.DOWAGER_QUEEN] = dowagerQueen;
  table[C.BISHOP] = bishop;
  return table;
})();
