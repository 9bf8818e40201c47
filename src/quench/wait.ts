/**
 * Waiting in a batch as a table would: for work Fray does in hooks after an update (a GM's client spending a move,
 * an opportunity attack's legs), and for the prompts Fray opens (answered through `fray.promptOpened`).
 */
import type { OpenedPrompt, PromptKind } from "../net/prompt-hook";

/** Resolves once `check()` is true; rejects with `what` after `ms`. Polls, so other clients' work can land. */
export async function until(check: () => boolean, what: string, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`Fray batch: timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Lets hooks and requests started by the last update run (a few timer turns). */
export async function pause(ms = 50): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Answers every prompt of `kind` Fray opens on this client with `answer(prompt)` until the returned function is
 * called; the prompts seen are listed in `seen`.
 */
export function answerPrompts(
  kind: PromptKind,
  answer: (prompt: OpenedPrompt) => unknown,
): { readonly seen: OpenedPrompt[]; stop(): void } {
  const seen: OpenedPrompt[] = [];
  const id = Hooks.on("fray.promptOpened", (prompt) => {
    if (prompt.kind !== kind) return;
    seen.push(prompt);
    prompt.respond(answer(prompt));
  });
  return {
    seen,
    stop: () => {
      Hooks.off("fray.promptOpened", id);
    },
  };
}
