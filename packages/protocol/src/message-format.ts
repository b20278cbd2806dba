/**
 * Fills a message template written in ICU MessageFormat's style, the part of it our templates use:
 * `{name}` for a parameter, and `{count, plural, one {# game} other {# games}}` (with `=0`-style
 * exact cases too) where `#` is the count. Until the languages work gives the catalogues a real
 * formatter, both ends (the web client's words, the server's e-mails) fill their templates here.
 */
export function formatMessage(template: string, params: Readonly<Record<string, string | number>> = {}): string {
  let out = "";
  let i = 0;
  while (i < template.length) {
    const open = template.indexOf("{", i);
    if (open < 0) {
      out += template.slice(i);
      break;
    }
    out += template.slice(i, open);
    const close = matching(template, open);
    out += argument(template.slice(open + 1, close), params);
    i = close + 1;
  }
  return out;
}

function matching(template: string, open: number): number {
  let depth = 0;
  for (let i = open; i < template.length; i++) {
    if (template[i] === "{") depth++;
    else if (template[i] === "}" && --depth === 0) return i;
  }
  throw new Error(`Unbalanced braces in the message "${template}".`);
}

function argument(body: string, params: Readonly<Record<string, string | number>>): string {
  const [name, type] = body.split(",", 2).map((part) => part.trim());
  if (!name || !(name in params)) throw new Error(`The message needs the parameter "${name}".`);
  const value = params[name]!;
  if (type === undefined) return String(value);
  if (type !== "plural") throw new Error(`Only {name} and {name, plural, ...} are supported, not "${type}".`);
  const cases = body.slice(body.indexOf(",", body.indexOf(",") + 1) + 1);
  const n = Number(value);
  const chosen = pluralCase(cases, n);
  return formatMessage(chosen.replace(/#/g, String(n)), params);
}

/** The case of a plural argument for `n` in English: `=n` first, then `one`, then `other`. */
function pluralCase(cases: string, n: number): string {
  const found = new Map<string, string>();
  let i = 0;
  while (i < cases.length) {
    const open = cases.indexOf("{", i);
    if (open < 0) break;
    const key = cases.slice(i, open).trim();
    const close = matching(cases, open);
    found.set(key, cases.slice(open + 1, close));
    i = close + 1;
  }
  const exact = found.get(`=${n}`);
  if (exact !== undefined) return exact;
  const chosen = found.get(n === 1 ? "one" : "other") ?? found.get("other");
  if (chosen === undefined) throw new Error(`A plural needs an "other" case: "${cases}".`);
  return chosen;
}
