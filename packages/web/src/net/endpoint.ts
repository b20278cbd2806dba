/**
 * Where the game server is: the page's own origin (the server serves this client), or VITE_SERVER
 * for `vite dev` against a separately started server.
 */
export function serverEndpoint(): string {
  const configured = import.meta.env.VITE_SERVER as string | undefined;
  return configured ?? window.location.origin;
}
