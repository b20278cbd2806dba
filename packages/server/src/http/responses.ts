import type { ErrorCode } from "@loveletter/protocol";

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" },
  });
}

/** The API's one error shape: `{"error": {"code", "message"}}`. */
export function errorResponse(status: number, code: ErrorCode, message: string): Response {
  return json({ error: { code, message } }, status);
}
