import { CONNECTIONS_PER_ADDRESS } from "../rooms/limits.js";
import { allowedOrigins, allowedOriginsFromEnv } from "./cors.js";
import { DEFAULT_HTTP_RATE_LIMITS, type HttpRateLimits } from "./rate-limits.js";

/** The HTTP side's settings, from the server's options or else the environment, checked at start-up. */
export interface HttpSettings {
  readonly allowedOrigins: ReadonlySet<string>;
  /** How many reverse proxies in front append to X-Forwarded-For (0: the header is ignored). */
  readonly trustedProxies: number;
  readonly rateLimits: HttpRateLimits;
  /** Websocket connections open at once from one address (connection-guard.ts). */
  readonly connectionsPerAddress: number;
}

export interface HttpOptions {
  readonly allowedOrigins?: readonly string[];
  readonly trustedProxies?: number;
  readonly httpRateLimits?: Partial<HttpRateLimits>;
  readonly connectionsPerAddress?: number;
}

export function httpSettings(options: HttpOptions, env: Readonly<Record<string, string | undefined>>): HttpSettings {
  const limits = options.httpRateLimits ?? {};
  return {
    allowedOrigins: allowedOrigins(options.allowedOrigins ?? allowedOriginsFromEnv(env.LOVELETTER_ALLOWED_ORIGINS)),
    trustedProxies: count("LOVELETTER_TRUSTED_PROXIES", options.trustedProxies ?? env.LOVELETTER_TRUSTED_PROXIES, 0, 0),
    rateLimits: {
      guestsPerHour: count(
        "LOVELETTER_GUESTS_PER_HOUR",
        limits.guestsPerHour ?? env.LOVELETTER_GUESTS_PER_HOUR,
        DEFAULT_HTTP_RATE_LIMITS.guestsPerHour,
        1,
      ),
      codeLookupsPerMinute: count(
        "LOVELETTER_CODE_LOOKUPS_PER_MINUTE",
        limits.codeLookupsPerMinute ?? env.LOVELETTER_CODE_LOOKUPS_PER_MINUTE,
        DEFAULT_HTTP_RATE_LIMITS.codeLookupsPerMinute,
        1,
      ),
      signInsPerHour: count(
        "LOVELETTER_SIGN_INS_PER_HOUR",
        limits.signInsPerHour ?? env.LOVELETTER_SIGN_INS_PER_HOUR,
        DEFAULT_HTTP_RATE_LIMITS.signInsPerHour,
        1,
      ),
      signInsPerUsernamePerHour: count(
        "LOVELETTER_SIGN_INS_PER_USERNAME_PER_HOUR",
        limits.signInsPerUsernamePerHour ?? env.LOVELETTER_SIGN_INS_PER_USERNAME_PER_HOUR,
        DEFAULT_HTTP_RATE_LIMITS.signInsPerUsernamePerHour,
        1,
      ),
      accountsPerHour: count(
        "LOVELETTER_ACCOUNTS_PER_HOUR",
        limits.accountsPerHour ?? env.LOVELETTER_ACCOUNTS_PER_HOUR,
        DEFAULT_HTTP_RATE_LIMITS.accountsPerHour,
        1,
      ),
    },
    connectionsPerAddress: count(
      "LOVELETTER_CONNECTIONS_PER_ADDRESS",
      options.connectionsPerAddress ?? env.LOVELETTER_CONNECTIONS_PER_ADDRESS,
      CONNECTIONS_PER_ADDRESS,
      1,
    ),
  };
}

/** A whole number of at least `min`, from an option or an environment variable; `fallback` when unset. */
function count(name: string, value: number | string | undefined, fallback: number, min: number): number {
  if (value === undefined || value === "") return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min)
    throw new Error(`${name} must be a whole number, at least ${min}; got "${value}".`);
  return n;
}
