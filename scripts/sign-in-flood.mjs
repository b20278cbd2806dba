// The sign-in limits under a hostile client (issue 38), against a running server (default limits):
//   node scripts/sign-in-flood.mjs http://127.0.0.1:2567
// 1. bypass: spends a username's sign-ins, then sends wrong passwords at other spellings of
//    /api/session and counts how many were checked (401) rather than refused (429).
// 2. flood: 20 concurrent wrong sign-ins (from 127.0.0.1, through those spellings) for a while,
//    and the answer time of a genuine sign-in from another address (127.0.0.2) meanwhile.
import { request } from "node:http";

const base = new URL(process.argv[2] ?? "http://127.0.0.1:2567");
const SPELLINGS = ["/api/./session", "/api/%2e/session", "/api/%2E/session", "/api/x/../session"];

function send(method, path, body, localAddress = "127.0.0.1") {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: base.hostname,
        port: base.port,
        method,
        path,
        localAddress,
        headers: { "content-type": "application/json" },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode));
      },
    );
    req.on("error", reject);
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

const stamp = Date.now().toString(36);
const victim = `victim${stamp}`;
const genuine = `genuine${stamp}`;
const password = "the real password";
await send("POST", "/api/accounts", { username: victim, password }, "127.0.0.3");
await send("POST", "/api/accounts", { username: genuine, password }, "127.0.0.4");

// 1. The bypass count.
let first429 = -1;
for (let i = 0; i < 20 && first429 < 0; i++)
  if ((await send("POST", "/api/session", { username: victim, password: `guess${i}` }, "127.0.0.5")) === 429)
    first429 = i;
let checked = 0;
for (let i = 0; i < 50; i++)
  if (
    (await send("POST", SPELLINGS[i % SPELLINGS.length], { username: victim, password: `more${i}` }, "127.0.0.5")) ===
    401
  )
    checked++;
const rightAfter = await send("POST", SPELLINGS[0], { username: victim, password }, "127.0.0.5");
console.log(
  `bypass: 429 after ${first429} wrong passwords; then ${checked} of 50 wrong passwords at other spellings checked (401); the right one: ${rightAfter}`,
);

// 2. A genuine sign-in's answer time during 20 concurrent wrong ones.
let flooding = true;
const counts = new Map();
const flooders = Array.from({ length: 20 }, async (_, n) => {
  for (let i = 0; flooding; i++) {
    const status = await send("POST", SPELLINGS[i % SPELLINGS.length], {
      username: `flood${stamp}${n}`,
      password: "x",
    });
    counts.set(status, (counts.get(status) ?? 0) + 1);
  }
});
await new Promise((r) => setTimeout(r, 1000));
const times = [];
for (let i = 0; i < 5; i++) {
  const started = performance.now();
  const status = await send("POST", "/api/session", { username: genuine, password }, "127.0.0.2");
  times.push(`${Math.round(performance.now() - started)} ms (${status})`);
}
flooding = false;
await Promise.all(flooders);
console.log(
  `genuine sign-in during 20 concurrent wrong ones: ${times.join(", ")}; the flood's answers: ${JSON.stringify(Object.fromEntries(counts))}`,
);
