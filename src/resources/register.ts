/** `init`: the GM requests and hooks of limited uses, recharges and legendary monsters (RES-4, RES-5). */
import { registerUseRequests } from "./item-uses";

export function registerResources(): void {
  registerUseRequests();
}
