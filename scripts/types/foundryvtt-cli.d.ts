// The Foundry CLI ships JavaScript without declarations; these are the calls the build makes (README of
// @foundryvtt/foundryvtt-cli 3.0.3, lib/package.mjs).
declare module "@foundryvtt/foundryvtt-cli" {
  export interface CompileOptions {
    nedb?: boolean;
    yaml?: boolean;
    recursive?: boolean;
    log?: boolean;
    /** Return false to leave the entry out. */
    transformEntry?: (entry: Record<string, unknown>) => unknown;
  }
  export function compilePack(src: string, dest: string, options?: CompileOptions): Promise<void>;
}
