// @loveletter/bots/node: the parts that need Node — external programs (child processes, files), the
// arena's worker threads, the reference bots (pinned builds loaded from files). The browser-safe
// agents are in "@loveletter/bots" (index.ts).
export * from "./arena/index.js";
export { createAgent, type ProgramAgentOptions } from "./external/create-agent.js";
export * from "./external/index.js";
export { createReferenceAgent, referenceAgentNames } from "./reference.js";
export { workerScriptUrl } from "./worker-script.js";
