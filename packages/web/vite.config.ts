import preact from "@preact/preset-vite";
import { defineConfig } from "vite";

// No node:url here: the web tsconfig has DOM types only.
const here = (path: string) => decodeURIComponent(new URL(path, import.meta.url).pathname);

// Root is this package; the server serves dist/ (index.html fallback for client routes).
const devServer = "http://localhost:2567";

export default defineConfig({
  root: here("."),
  plugins: [preact()],
  resolve: {
    // The engine's and the seat core's TypeScript sources: the client always matches the rules it
    // ships with, and tree-shaking drops what the browser never calls (playouts, the scenario runner).
    alias: {
      "@loveletter/engine": here("../engine/src/index.ts"),
      "@loveletter/protocol": here("../protocol/src/index.ts"),
      // The browser-safe agents and the review (never "@loveletter/bots/node"): only in the review worker.
      "@loveletter/bots": here("../bots/src/index.ts"),
    },
  },
  build: {
    outDir: here("dist"),
    emptyOutDir: true,
    target: "es2022",
    sourcemap: false,
    reportCompressedSize: false,
  },
  // `npm run dev -w @loveletter/web`: HTTP calls go through this proxy; the game client connects to
  // the server directly when VITE_SERVER is set (see src/net/endpoint.ts).
  server: { proxy: { "/api": devServer } },
});
