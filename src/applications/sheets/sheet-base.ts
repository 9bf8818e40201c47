/**
 * The base class of Fray's sheets: Foundry's `HandlebarsApplicationMixin` over a v13 document sheet
 * (`ActorSheetV2`, `ItemSheetV2`), typed by the members Fray's sheets use. fvtt-types' own type of the mixed
 * class exceeds TypeScript's instantiation depth (TS2589) and takes minutes to check, so the mixin's result
 * is described here instead; the runtime class is Foundry's, unchanged.
 */

/** A part as HandlebarsApplicationMixin's PARTS declares it. */
export interface SheetPart {
  template: string;
  templates?: string[];
  scrollable?: string[];
  classes?: string[];
}

/** The members of Foundry's Handlebars document sheets that Fray's sheets call or override. */
export interface HandlebarsDocumentSheet<D> {
  readonly document: D;
  readonly isEditable: boolean;
  readonly element: HTMLElement;
  tabGroups: Record<string, string | null>;
  render(options?: { force?: boolean }): Promise<unknown>;
  _prepareContext(options: object): Promise<Record<string, unknown>>;
  _preparePartContext(
    partId: string,
    context: Record<string, unknown>,
    options: object,
  ): Promise<Record<string, unknown>>;
  _configureRenderParts(options: object): Record<string, SheetPart>;
  _processFormData(event: SubmitEvent | null, form: HTMLFormElement, formData: unknown): Record<string, unknown>;
}

export type HandlebarsDocumentSheetClass<D> = new (...args: never[]) => HandlebarsDocumentSheet<D>;

/** `HandlebarsApplicationMixin(base)` with the type above. */
export function handlebarsSheet<D>(base: unknown): HandlebarsDocumentSheetClass<D> {
  const mixin = foundry.applications.api.HandlebarsApplicationMixin as unknown as (
    b: unknown,
  ) => HandlebarsDocumentSheetClass<D>;
  return mixin(base);
}
