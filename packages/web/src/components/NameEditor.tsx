import { useState } from "preact/hooks";
import { errorText } from "../i18n/error-words";
import { words } from "../i18n/words";
import { identity, renameMe } from "../state/identity";
import { useStore } from "../state/store";

/** A guest's display name: shown at tables, in chat and on leaderboards (an account's is its username). */
export function NameEditor() {
  const me = useStore(identity);
  const w = useStore(words);
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  if (me.status !== "ready") return <p class="muted">{me.status === "error" ? me.message : w.t("name.signing-in")}</p>;
  // An account's name is its username: fixed, and unique.
  if (me.player.kind === "account")
    return <p class="name-editor">{w.t("name.playing-as", { name: me.player.name })}</p>;
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
      setError(errorText(err));
    } finally {
      setSaving(false);
    }
  };
  return (
    <form class="name-editor" onSubmit={save}>
      <label for="player-name">{w.t("name.label")}</label>
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
          {saving ? w.t("name.saving") : w.t("name.save")}
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
