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
    const link = input.match(/\/t\/([^/?#\s]+)/);
    if (link) return navigate(paths.table(decodeURIComponent(link[1]!)));
    setBusy(true);
    setError(null);
    try {
      const { tableId } = await api.tableByCode(input.toUpperCase());
      navigate(paths.table(tableId));
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
