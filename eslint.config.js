// ESLint flat config. The block for src/rules/** is the rules boundary: no Foundry global, no DOM, no
// hidden randomness, no import from the Foundry-facing layers (DESIGN.md, "Layout").
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import globals from "globals";

/** Globals Foundry puts on the page; none may appear in the pure rules. */
export const FOUNDRY_GLOBALS = [
  "game",
  "CONFIG",
  "CONST",
  "foundry",
  "Hooks",
  "ui",
  "canvas",
  "Roll",
  "Actor",
  "Item",
  "Combat",
  "Combatant",
  "CombatantGroup",
  "TokenDocument",
  "ChatMessage",
  "User",
  "fromUuid",
  "fromUuidSync",
  "socketlib",
  "PIXI",
  "$",
  "jQuery",
];

const DOM_GLOBALS = ["window", "document", "navigator", "localStorage", "sessionStorage", "fetch", "HTMLElement"];

/** @type {import("eslint").Linter.Config} */
export const rulesBoundary = {
  files: ["src/rules/**/*.ts"],
  languageOptions: { globals: {} },
  rules: {
    "no-restricted-globals": [
      "error",
      ...FOUNDRY_GLOBALS.map((name) => ({
        name,
        message: "src/rules is pure: take a plain snapshot from an adapter instead of a Foundry global.",
      })),
      ...DOM_GLOBALS.map((name) => ({ name, message: "src/rules is pure: no DOM or browser API." })),
    ],
    "no-restricted-properties": [
      "error",
      { object: "Math", property: "random", message: "src/rules is pure: take die results or a roller as input." },
      { object: "Date", property: "now", message: "src/rules is pure: take the time as input." },
      { object: "globalThis", message: "src/rules is pure: no global state." },
    ],
    "no-restricted-syntax": [
      "error",
      { selector: "NewExpression[callee.name='Date']", message: "src/rules is pure: take the time as input." },
    ],
    "no-restricted-imports": [
      "error",
      {
        patterns: [
          {
            group: ["**/adapters/**", "**/applications/**", "**/canvas/**", "**/documents/**", "**/hooks/**"],
            message: "src/rules imports nothing from the Foundry-facing layers.",
          },
          {
            group: ["**/api/**", "**/settings/**", "**/chat/**", "**/data/**"],
            message: "src/rules imports nothing outside src/rules.",
          },
          {
            group: ["fvtt-types", "fvtt-types/**", "@league-of-foundry-developers/**"],
            message: "No Foundry types in src/rules.",
          },
          { group: ["node:*"], message: "src/rules runs in the browser too: no Node built-ins." },
        ],
      },
    ],
  },
};

export default tseslint.config(
  { ignores: ["dist/**", "node_modules/**", "coverage/**", "packs/**", "!packs/_source/**"] },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      "@typescript-eslint/restrict-template-expressions": ["error", { allowNumber: true }],
      "@typescript-eslint/no-extraneous-class": "off",
    },
  },
  {
    files: ["**/*.{js,mjs}"],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: {
      parserOptions: { projectService: false, project: false, program: null },
      globals: globals.node,
    },
  },
  {
    // The harness imitates Foundry's async signatures even where its own work is synchronous.
    files: ["tests/harness/**"],
    rules: { "@typescript-eslint/require-await": "off" },
  },
  {
    files: ["scripts/**", "tests/**", "bench/**", "vite.config.ts", "vite.preview.config.ts", "vitest.config.ts"],
    languageOptions: { globals: globals.node },
  },
  {
    // The preview page runs in the browser, and so does the helper stand-in it shares with the harness.
    files: ["preview/**", "tests/harness/handlebars-helpers.ts"],
    languageOptions: { globals: globals.browser },
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["node:*"], message: "The preview page runs in the browser: no Node built-ins." }] },
      ],
    },
  },
  rulesBoundary,
);
