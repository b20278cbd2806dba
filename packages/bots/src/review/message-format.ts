/**
 * The part of ICU MessageFormat the review's sentences use, so that its templates are written as the
 * languages pass (issue 43) will keep them: `{name}`, `{n, number, percent}`, `{n, plural, =0 {…}
 * one {…} other {…}}` with `#`, `{x, select, a {…} other {…}}`, and one extension for a list of
 * words: `{xs, list}` ("the Priest, the Baron and the King"), `{xs, list, or}`, `{xs, list, unit}`
 * ("a, b, c"). Plural categories, percentages and lists follow the locale through `Intl`.
 */
export type MessageValue = string | number | readonly string[];
export type MessageParams = Readonly<Record<string, MessageValue>>;

type Part =
  | string
  | { readonly arg: string; readonly kind: "plain" | "percent" | "list" | "or" | "unit" }
  | { readonly arg: string; readonly kind: "plural" | "select"; readonly cases: Readonly<Record<string, Part[]>> };

const parsed = new Map<string, Part[]>();

const LIST_TYPES = { list: "conjunction", or: "disjunction", unit: "unit" } as const;

/** Fills a template's arguments; a missing argument or a malformed template is an error. */
export function formatMessage(template: string, params: MessageParams, locale = "en"): string {
  let parts = parsed.get(template);
  if (!parts) {
    const [result, end] = parse(template, 0, false);
    if (end !== template.length) throw new SyntaxError(`Unbalanced "}" in the message "${template}".`);
    parts = result;
    parsed.set(template, parts);
  }
  return render(parts, params, locale, null);
}

function render(parts: readonly Part[], params: MessageParams, locale: string, count: number | null): string {
  let out = "";
  for (const part of parts) {
    if (typeof part === "string") {
      out += count === null ? part : part.replaceAll("#", new Intl.NumberFormat(locale).format(count));
      continue;
    }
    const value = params[part.arg];
    if (value === undefined) throw new RangeError(`The message needs "${part.arg}".`);
    switch (part.kind) {
      case "plain":
        out += typeof value === "number" ? new Intl.NumberFormat(locale).format(value) : String(value);
        break;
      case "percent":
        out += new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 0 }).format(Number(value));
        break;
      case "list":
      case "or":
      case "unit":
        out += new Intl.ListFormat(locale, { type: LIST_TYPES[part.kind] }).format(
          Array.isArray(value) ? value.map(String) : [String(value)],
        );
        break;
      case "plural": {
        const n = Number(value);
        const chosen =
          part.cases[`=${n}`] ?? part.cases[new Intl.PluralRules(locale).select(n)] ?? part.cases.other ?? [];
        out += render(chosen, params, locale, n);
        break;
      }
      case "select":
        out += render(part.cases[String(value)] ?? part.cases.other ?? [], params, locale, count);
        break;
    }
  }
  return out;
}

/** Parses from `at` up to an unmatched "}" (inside a case) or the end; returns the parts and where it stopped. */
function parse(text: string, at: number, inCase: boolean): [Part[], number] {
  const parts: Part[] = [];
  let literal = "";
  let i = at;
  while (i < text.length) {
    const c = text[i]!;
    if (c === "}") {
      if (!inCase) throw new SyntaxError(`Unbalanced "}" in the message "${text}".`);
      break;
    }
    if (c !== "{") {
      literal += c;
      i++;
      continue;
    }
    if (literal) parts.push(literal);
    literal = "";
    const [part, next] = parseArgument(text, i + 1);
    parts.push(part);
    i = next;
  }
  if (literal) parts.push(literal);
  return [parts, i];
}

/** One `{…}` argument, from just after its "{"; returns it and the index after its "}". */
function parseArgument(text: string, at: number): [Part, number] {
  const head = /^\s*([\w-]+)\s*(?:,\s*(\w+)\s*)?/.exec(text.slice(at));
  if (!head) throw new SyntaxError(`An argument without a name in the message "${text}".`);
  const [, arg, type] = head as unknown as [string, string, string | undefined];
  let i = at + head[0].length;
  if (type === undefined || type === "number" || type === "list") {
    const styled = /^,\s*(\w+)\s*/.exec(text.slice(i));
    if (styled) i += styled[0].length;
    const style = styled?.[1];
    if (text[i] !== "}") throw new SyntaxError(`Expected "}" after "${arg}" in the message "${text}".`);
    const kind =
      type === "number" && style === "percent"
        ? "percent"
        : type === "list"
          ? style === "or" || style === "unit"
            ? style
            : "list"
          : "plain";
    return [{ arg, kind }, i + 1];
  }
  if (type !== "plural" && type !== "select")
    throw new SyntaxError(`Unknown argument type "${type}" in the message "${text}".`);
  if (text[i] !== ",") throw new SyntaxError(`Expected the cases of "${arg}" in the message "${text}".`);
  i++;
  const cases: Record<string, Part[]> = {};
  for (;;) {
    while (/\s/.test(text[i] ?? "")) i++;
    if (text[i] === "}") break;
    const key = /^(=\d+|[\w-]+)\s*\{/.exec(text.slice(i));
    if (!key) throw new SyntaxError(`Expected a case of "${arg}" in the message "${text}".`);
    const [body, end] = parse(text, i + key[0].length, true);
    if (text[end] !== "}") throw new SyntaxError(`Unclosed case "${key[1]}" in the message "${text}".`);
    cases[key[1]!] = body;
    i = end + 1;
  }
  if (!cases.other) throw new SyntaxError(`"${arg}" has no "other" case in the message "${text}".`);
  return [{ arg, kind: type, cases }, i + 1];
}
