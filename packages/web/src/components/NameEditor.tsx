import { useState } from "preact/hooks";
import { identity, renameMe } from "../state/identity";
import { useStore } from "../state/store";

/** A guest's display name: shown at tables, in chat and on leaderboards (an account's is its username). */
export function NameEditor() {
  const me = useStore(identity);
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  if (me.status !== "ready") return <p class="muted">{me.status === "error" ? me.message : "Signing in…"}</p>;
  // An account's name is its username: fixed, and unique.
  if (me.player.kind === "account")
    return (
      <p class="name-editor">
        Playing as <strong>{me.player.name}</strong>.
      </p>
    );
  const value = draft ?? me.player.name;
  const save = async (e: Event) => {
    e.preventDefault();
    const name = value.trim();
    if (!name || name === me.player.name) return setDraft(null);
    setSaving(true);
    setError(null);
    try {
      await renameMe(name);
      setDraft(null);
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setSaving(false);
    }
  };
  return (
    <form class="name-editor" onSubmit={save}>
      <label for="player-name">Your name</label>
      <div class="inline-form">
        <input
          id="player-name"
          type="text"
          maxLength={24}
          value={value}
          onInput={(e) => setDraft((e.target as HTMLInputElement).value)}
          autocomplete="nickname"
        />
        <button type="submit" class="btn" disabled={saving || draft === null || draft.trim() === me.player.name}>
          {saving ? "Saving…" : "Save"}
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
