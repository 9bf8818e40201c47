/**
 * The base class of Fray's settings menus: Foundry's `HandlebarsApplicationMixin` over `ApplicationV2`, typed by
 * the members Fray's menus use. As for the sheets (../sheets/sheet-base.ts), fvtt-types' own type of the mixed
 * class is too deep for TypeScript to check in reasonable time, so the mixin's result is described here; the
 * runtime class is Foundry's, unchanged.
 */
import type { SheetPart } from "../sheets/sheet-base";

export type { SheetPart };

/** The members of Foundry's Handlebars applications that Fray's menus call or override. */
export interface HandlebarsApplication {
  readonly element: HTMLElement;
  readonly options: Record<string, unknown>;
  render(options?: { force?: boolean }): Promise<unknown>;
  close(options?: object): Promise<unknown>;
  _prepareContext(options: object): Promise<Record<string, unknown>>;
  _onRender(context: Record<string, unknown>, options: object): Promise<void>;
}

export type HandlebarsApplicationClass = new (options?: object) => HandlebarsApplication;

/** `HandlebarsApplicationMixin(ApplicationV2)` with the type above. */
export function handlebarsApplication(): HandlebarsApplicationClass {
  const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api as unknown as {
    ApplicationV2: unknown;
    HandlebarsApplicationMixin: (base: unknown) => HandlebarsApplicationClass;
  };
  return HandlebarsApplicationMixin(ApplicationV2);
}
