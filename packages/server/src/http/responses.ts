import type { ErrorCode } from "@loveletter/protocol";

/** The headers of every JSON answer. */
export const JSON_HEADERS = { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" } as const;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: JSON_HEADERS });
}

/** The API's one error shape: `{"error": {"code", "message"}}`. */
export function errorBody(code: ErrorCode, message: string): { error: { code: ErrorCode; message: string } } {
  return { error: { code, message } };
}

export function errorResponse(status: number, code: ErrorCode, message: string): Response {
  return json(errorBody(code, message), status);
}
