import { allowedOrigins, allowedOriginsFromEnv } from "./cors.js";

/** The HTTP side's settings, from the server's options or else the environment, checked at start-up. */
export interface HttpSettings {
  readonly allowedOrigins: ReadonlySet<string>;
}

export function httpSettings(
  options: { readonly allowedOrigins?: readonly string[] },
  env: Readonly<Record<string, string | undefined>>,
): HttpSettings {
  return {
    allowedOrigins: allowedOrigins(options.allowedOrigins ?? allowedOriginsFromEnv(env.LOVELETTER_ALLOWED_ORIGINS)),
  };
}
