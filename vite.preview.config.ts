// `npm run preview`: the preview page (preview/index.html) on Vite's dev server. The root is the repository,
// so the page imports styles/fray.scss, templates/**/*.hbs and lang/en.json as they are. See
// docs/architecture.md, "Preview and browser tests".
import { defineConfig, type Plugin } from "vite";

/**
 * Foundry serves its core icon library (`icons/svg/*.svg`, the status effects' icons) itself; the preview has no
 * copy, so any such path gets one neutral stand-in glyph (a ringed dot), not a 404. Other paths are untouched.
 */
const CORE_ICON = /\/icons\/svg\/[\w-]+\.svg$/;
const CORE_ICON_STAND_IN =
  "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'><circle cx='16' cy='16' r='13' fill='none' " +
  "stroke='#7a6f62' stroke-width='3'/><circle cx='16' cy='16' r='5' fill='#7a6f62'/></svg>";

/** `/` leads to the preview page, the only page this server has. */
function previewIndex(): Plugin {
  return {
    name: "fray-preview-index",
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (CORE_ICON.test(req.url ?? "")) {
          res.setHeader("Content-Type", "image/svg+xml");
          res.end(CORE_ICON_STAND_IN);
          return;
        }
        if (req.url !== "/") {
          next();
          return;
        }
        res.statusCode = 302;
        res.setHeader("Location", "/preview/");
        res.end();
      });
    },
  };
}

export default defineConfig({
  root: import.meta.dirname,
  publicDir: false,
  // "mpa": an unknown path is a 404, not the page again, so a broken image or stylesheet fails the tests.
  appType: "mpa",
  optimizeDeps: { entries: ["preview/index.html"], include: ["handlebars"] },
  plugins: [previewIndex()],
});
