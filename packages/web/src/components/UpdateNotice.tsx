import { useState } from "preact/hooks";
import { updateAvailable } from "../net/web-version";
import { useStore } from "../state/store";

/**
 * Says that the site was updated since this page loaded, and offers the reload that brings the
 * new version. A reload is safe mid-game: the table reconnects the player to their seat.
 */
export function UpdateNotice() {
  const available = useStore(updateAvailable);
  const [later, setLater] = useState(false);
  if (!available || later) return null;
  return (
    <div class="update-notice" role="status">
      <span>A new version of Love Letter is out.</span>
      <button type="button" class="btn btn-primary btn-small" onClick={() => window.location.reload()}>
        Reload
      </button>
      <button type="button" class="btn btn-small" onClick={() => setLater(true)}>
        Later
      </button>
    </div>
  );
}
