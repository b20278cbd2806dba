import { useState } from "preact/hooks";
import { api } from "../net/api";
import { navigate, paths } from "../router";

/** Joins a private table by its code (or by a pasted table link). */
export function JoinByCode() {
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: Event) => {
    e.preventDefault();
    const input = code.trim();
    if (!input) return;
    // A pasted invite link: its table, and a private table's code from its query.
    const link = input.match(/\/t\/([^/?#\s]+)(?:\?[^#\s]*?\bcode=([^&#\s]+))?/);
    if (link) return navigate(paths.table(decodeURIComponent(link[1]!), link[2] ? decodeURIComponent(link[2]) : null));
    setBusy(true);
    setError(null);
    try {
      const joinCode = input.toUpperCase();
      const { tableId } = await api.tableByCode(joinCode);
      navigate(paths.table(tableId, joinCode));
    } catch (err) {
      setError((err as { code?: string }).code === "not-found" ? "No table has this code." : (err as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form class="join-code" onSubmit={submit}>
      <label for="join-code">Join with a code or link</label>
      <div class="inline-form">
        <input
          id="join-code"
          type="text"
          placeholder="e.g. K7QD2P"
          value={code}
          onInput={(e) => setCode((e.target as HTMLInputElement).value)}
          autocomplete="off"
          spellcheck={false}
        />
        <button type="submit" class="btn" disabled={busy || !code.trim()}>
          Join
        </button>
      </div>
      {error && (
        <p class="form-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
