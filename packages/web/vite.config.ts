import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import preact from "@preact/preset-vite";
import { defineConfig, type Plugin } from "vite";
import { ALL_ICONS } from "./src/table/card-icons";

// No node:url here: the web tsconfig has DOM types only.
const here = (path: string) => decodeURIComponent(new URL(path, import.meta.url).pathname);

// Root is this package; the server serves dist/ (index.html fallback for client routes).
const devServer = "http://localhost:2567";

/**
 * "virtual:card-icons": the few Game Icons the cards use, taken from the whole set (4,000 icons) at
 * build time, so that only they reach the browser.
 */
function cardIcons(): Plugin {
  const id = "virtual:card-icons";
  return {
    name: "card-icons",
    resolveId: (source) => (source === id ? `\0${id}` : null),
    load(resolved) {
      if (resolved !== `\0${id}`) return null;
      const path = here("../../node_modules/@iconify-json/game-icons/icons.json");
      const set = JSON.parse(readFileSync(path, "utf8")) as { icons: Record<string, { body: string }> };
      const picked: Record<string, string> = {};
      for (const name of ALL_ICONS) {
        const icon = set.icons[name];
        if (!icon) throw new Error(`Game Icons has no icon "${name}" (src/table/card-icons.ts).`);
        picked[name] = icon.body;
      }
      return `export default ${JSON.stringify(picked)};`;
    },
  };
}

/**
 * "precompress": a brotli (.br) and a gzip (.gz) copy beside every text file of the build, made
 * once at the highest levels, so the server (and nginx, docs/deploy.md) sends them as they are.
 */
function precompress(): Plugin {
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = `${dir}/${name}`;
      return statSync(path).isDirectory() ? files(path) : [path];
    });
  return {
    name: "precompress",
    apply: "build",
    closeBundle() {
      for (const file of files(here("dist"))) {
        if (!/\.(js|css|html|svg|json|txt|webmanifest)$/.test(file)) continue;
        const body = new Uint8Array(readFileSync(file));
        const br = brotliCompressSync(body, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
        });
        writeFileSync(`${file}.br`, new Uint8Array(br));
        writeFileSync(`${file}.gz`, new Uint8Array(gzipSync(body, { level: 9 })));
      }
    },
  };
}

/**
 * "compiled-catalogues": each language's catalogue (packages/protocol/src/words/catalogues) turned
 * into Lingui's compiled form as it is bundled, so that the browser never parses a message and
 * Lingui's compiler stays out of the bundle. A catalogue is one exported object of strings; an
 * area's words live in their own file (catalogues/<area>/<lang>.ts), compiled the same way and
 * spread into the language's catalogue ("...dePages,", a line of its own), which keeps its import.
 */
function compiledCatalogues(): Plugin {
  const catalogue = /[\\/]protocol[\\/]src[\\/]words[\\/]catalogues[\\/](?:[\w-]+[\\/])?(?!index\.)[\w-]+\.ts$/;
  const spread = /^\s*\.\.\.(\w+),?\s*$/gm;
  return {
    name: "compiled-catalogues",
    enforce: "post",
    transform(code, id) {
      if (!catalogue.test(id)) return null;
      const exported = code.match(/export const (\w+) =/);
      if (!exported) throw new Error(`${id}: a catalogue exports one object ("export const xx = {...}").`);
      const imports = code.match(/^import .*$/gm) ?? [];
      const areas = [...code.matchAll(spread)].map((m) => `...${m[1]},`);
      const own = code
        .replace(/^import .*$/gm, "")
        .replace(spread, "")
        .replace(exported[0], "return");
      const messages = new Function(own)() as Record<string, string>;
      const compiled = Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, compileMessage(text)]));
      return {
        code: `${imports.join("\n")}\nexport const ${exported[1]} = {${areas.join("")}...${JSON.stringify(compiled)}};`,
        map: null,
      };
    },
  };
}

/**
 * "service-worker": src/sw/service-worker.ts bundled on its own as /sw.js, a classic script (a
 * service worker's scope is its folder, so it lives at the root, under a fixed name). It takes
 * only the words of notifications from the protocol package: its message formatter, not its
 * schemas.
 */
function serviceWorker(): Plugin {
  return {
    name: "service-worker",
    apply: "build",
    async writeBundle() {
      const { build } = await import("esbuild");
      await build({
        entryPoints: [here("src/sw/service-worker.ts")],
        outfile: here("dist/sw.js"),
        bundle: true,
        format: "iife",
        target: "es2022",
        minify: true,
        alias: { "@loveletter/protocol": here("../protocol/src/message-format.ts") },
        logLevel: "warning",
      });
    },
  };
}

export default defineConfig({
  root: here("."),
  // serviceWorker() runs before precompress(): sw.js gets its compressed copies too.
  plugins: [preact(), cardIcons(), compiledCatalogues(), serviceWorker(), precompress()],
  resolve: {
    // Our packages' TypeScript sources: the client always matches the rules it
    // ships with, and tree-shaking drops what the browser never calls (playouts, the scenario runner).
    alias: {
      "@loveletter/engine": here("../engine/src/index.ts"),
      "@loveletter/protocol": here("../protocol/src/index.ts"),
      "@loveletter/match": here("../match/src/index.ts"),
      "@loveletter/seat": here("../seat/src/index.ts"),
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
