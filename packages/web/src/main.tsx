import { render } from "preact";
import { App } from "./app";
import { registerServiceWorker } from "./net/service-worker";
import "./styles/base.css";
import "./styles/layout.css";
import "./styles/cards.css";
import "./styles/table.css";
import "./styles/board.css";
import "./styles/pages.css";
import "./styles/notifications.css";
import "./styles/turn-based.css";
import "./styles/languages.css";
import { showIn, startingLocale } from "./i18n/words";

const start = startingLocale();
// Another language's catalogue is fetched before the first paint, so the page never flashes English.
(start === "en" ? Promise.resolve() : showIn(start)).finally(() => render(<App />, document.getElementById("app")!));
registerServiceWorker();
