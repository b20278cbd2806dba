import { useState } from "preact/hooks";
import { words } from "../i18n/words";
import { updateAvailable } from "../net/web-version";
import { useStore } from "../state/store";

/**
 * Says that the site was updated since this page loaded, and offers the reload that brings the
 * new version. A reload is safe mid-game: the table reconnects the player to their seat.
 */
export function UpdateNotice() {
  const available = useStore(updateAvailable);
  const w = useStore(words);
  const [later, setLater] = useState(false);
  if (!available || later) return null;
  return (
    <div class="update-notice" role="status">
      <span>{w.t("update.available")}</span>
      <button type="button" class="btn btn-primary btn-small" onClick={() => window.location.reload()}>
        {w.t("app.reload")}
      </button>
      <button type="button" class="btn btn-small" onClick={() => setLater(true)}>
        {w.t("update.later")}
      </button>
    </div>
  );
}
