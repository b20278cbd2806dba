/**
 * Right after a restart the server answers 503 "starting" (with Retry-After) until it has restored
 * its open tables (docs/protocol.md): the request is made again a moment later, not shown as a
 * failure. An HTTP API refusal (ApiError) and a matchmaking one (the SDK's ServerError) both carry
 * the status.
 */
export function isStarting(error: unknown): boolean {
  const { status, code } = (error ?? {}) as { status?: unknown; code?: unknown };
  return status === 503 || code === 503 || code === "starting";
}

/** Seconds the server asked to wait (Retry-After), when the refusal carries its headers; else 1. */
function retryAfterMs(error: unknown): number {
  const headers = (error as { headers?: { get?(name: string): string | null } } | null)?.headers;
  const seconds = Number(headers?.get?.("retry-after"));
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds, 10) * 1000 : 1000;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** `attempt`, made again while the server is starting, for at most `forMs`; any other outcome is its own. */
export async function whileStarting<T>(
  attempt: () => Promise<T>,
  options: { readonly forMs?: number; readonly wait?: (ms: number) => Promise<void>; readonly now?: () => number } = {},
): Promise<T> {
  const now = options.now ?? Date.now;
  const until = now() + (options.forMs ?? 60_000);
  for (;;) {
    try {
      return await attempt();
    } catch (error) {
      if (!isStarting(error) || now() > until) throw error;
      await (options.wait ?? wait)(retryAfterMs(error));
    }
  }
}
