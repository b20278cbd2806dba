import { paths } from "../router";
import { preferences, setPreference } from "../state/preferences";
import { useStore } from "../state/store";

interface Props {
  title: string;
  subtitle: string;
  spectators: number;
  spectating: boolean;
}

/** The table's title line and this browser's display options (playing cards, tracker). */
export function TableToolbar({ title, subtitle, spectators, spectating }: Props) {
  const prefs = useStore(preferences);
  return (
    <div class="table-toolbar">
      <div class="table-title">
        <h1>{title}</h1>
        <span class="muted small">
          {subtitle}
          {spectators > 0 ? ` · ${spectators} watching` : ""}
          {spectating ? " · you are watching" : ""}
        </span>
      </div>
      <div class="table-tools">
        <label class="toggle">
          <input
            type="checkbox"
            checked={prefs.playingCards}
            onChange={(e) => setPreference("playingCards", (e.target as HTMLInputElement).checked)}
          />
          <span>Playing cards</span>
        </label>
        <label class="toggle">
          <input
            type="checkbox"
            checked={prefs.tracker}
            onChange={(e) => setPreference("tracker", (e.target as HTMLInputElement).checked)}
          />
          <span>Tracker</span>
        </label>
        <a class="btn btn-small btn-quiet" href={paths.home()}>
          Lobby
        </a>
      </div>
    </div>
  );
}
