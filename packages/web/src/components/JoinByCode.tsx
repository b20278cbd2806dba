import { useState } from "preact/hooks";
import { errorText } from "../i18n/error-words";
import { words } from "../i18n/words";
import { api } from "../net/api";
import { navigate, paths } from "../router";
import { useStore } from "../state/store";

/** Joins a private table by its code (or by a pasted table link). */
export function JoinByCode() {
  const w = useStore(words);
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
      setError((err as { code?: string }).code === "not-found" ? w.t("join-code.unknown") : errorText(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form class="join-code" onSubmit={submit}>
      <label for="join-code">{w.t("join-code.label")}</label>
      <div class="inline-form">
        <input
          id="join-code"
          type="text"
          placeholder={w.t("join-code.placeholder")}
          value={code}
          onInput={(e) => setCode((e.target as HTMLInputElement).value)}
          autocomplete="off"
          spellcheck={false}
        />
        <button type="submit" class="btn" disabled={busy || !code.trim()}>
          {w.t("join-code.join")}
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
