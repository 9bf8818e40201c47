// `npm run preview`: the preview page (preview/index.html) on Vite's dev server. The root is the repository,
// so the page imports styles/fray.scss, templates/**/*.hbs and lang/en.json as they are. See
// docs/architecture.md, "Preview and browser tests".
import { defineConfig, type Plugin } from "vite";

/** `/` leads to the preview page, the only page this server has. */
function previewIndex(): Plugin {
  return {
    name: "fray-preview-index",
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
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
