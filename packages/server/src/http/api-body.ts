/**
 * A request body as the API and matchmaking read it, parsed once, here: the rate limits decide on
 * this value and the router's handlers get the very same (front.ts forwards it as JSON), so no
 * spelling of a body (a form, an escaped key, a byte-order mark) can mean one thing to a limit and
 * another to its endpoint.
 */
export type ApiBody =
  | { readonly kind: "parsed"; readonly value: unknown }
  | { readonly kind: "malformed"; readonly message: string };

const JSON_TYPE = /^application\/([a-z0-9.+-]*\+)?json/i;

/** The body's value: JSON for JSON types, a form's fields for forms, else its text (as a string). */
export async function parseApiBody(contentType: string | undefined, text: string): Promise<ApiBody> {
  const type = (contentType ?? "").toLowerCase();
  if (JSON_TYPE.test(type)) {
    try {
      // As fetch's Request.json() reads it: a leading byte-order mark is not part of the JSON.
      return { kind: "parsed", value: JSON.parse(text.replace(/^\uFEFF/, "")) };
    } catch {
      return { kind: "malformed", message: "The body is not valid JSON." };
    }
  }
  if (type.includes("application/x-www-form-urlencoded"))
    return { kind: "parsed", value: Object.fromEntries(new URLSearchParams(text)) };
  if (type.includes("multipart/form-data")) {
    try {
      const form = await new Response(text, { headers: { "content-type": contentType! } }).formData();
      const fields: Record<string, string> = {};
      for (const [name, value] of form)
        if (typeof value === "string")
          Object.defineProperty(fields, name, { value, enumerable: true, writable: true, configurable: true });
      return { kind: "parsed", value: fields };
    } catch {
      return { kind: "malformed", message: "The body is not a valid multipart form." };
    }
  }
  return { kind: "parsed", value: text };
}

/** A field of a parsed body that is an object, if it has it (own keys only: never a prototype's). */
export function fieldOf(value: unknown, name: string): unknown {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return undefined;
  return Object.hasOwn(value, name) ? (value as Record<string, unknown>)[name] : undefined;
}

/** Whether a parsed body is an object that has the field `name`. */
export function hasField(value: unknown, name: string): boolean {
  return typeof value === "object" && value !== null && !Array.isArray(value) && Object.hasOwn(value, name);
}
