import type { ComponentChildren } from "preact";
import { useState } from "preact/hooks";

export interface Drawer {
  readonly id: string;
  readonly label: string;
  readonly content: ComponentChildren;
  /** A count shown on the tab (unread chat lines). */
  readonly count?: number;
}

/**
 * The log, the tracker, the chat (and any panel a page adds) as tabs: a column beside the table
 * on a wide screen; on a phone a tab bar under the table whose tab opens its panel as a drawer
 * over it, so that the table itself always fits on one screen.
 */
export function TableDrawers({ drawers }: { drawers: readonly Drawer[] }) {
  const [active, setActive] = useState(drawers[0]?.id ?? "");
  const [open, setOpen] = useState(false);
  const current = drawers.find((d) => d.id === active) ?? drawers[0];
  if (!current) return null;
  return (
    <aside class={`tb-drawers ${open ? "is-open" : ""}`} aria-label="Log, cards and chat">
      <div class="tb-tabs" role="tablist" aria-label="Table panels">
        {drawers.map((d) => (
          <button
            key={d.id}
            type="button"
            role="tab"
            id={`tab-${d.id}`}
            aria-selected={d.id === current.id ? "true" : "false"}
            aria-controls={`panel-${d.id}`}
            class="tb-tab"
            onClick={() => {
              setOpen(d.id !== current.id || !open);
              setActive(d.id);
            }}
          >
            {d.label}
            {d.count ? <span class="tb-tab-count">{d.count}</span> : null}
          </button>
        ))}
      </div>
      {/* Every panel stays drawn (the log keeps listening, the chat keeps its draft); one shows. */}
      {drawers.map((d) => (
        <div
          key={d.id}
          class="tb-panel"
          role="tabpanel"
          id={`panel-${d.id}`}
          aria-labelledby={`tab-${d.id}`}
          hidden={d.id !== current.id}
        >
          <div class="tb-panel-head">
            <h2 class="side-title">{d.label}</h2>
            <button type="button" class="btn btn-small btn-quiet tb-panel-close" onClick={() => setOpen(false)}>
              Close
            </button>
          </div>
          {d.content}
        </div>
      ))}
    </aside>
  );
}
